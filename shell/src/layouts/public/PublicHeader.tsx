import { Link } from 'react-router-dom';
import { resolveImageUrl } from 'shared-contracts/format';
import { useDisclosure } from '../../hooks/useDisclosure';
import { PublicNav } from './PublicNav';
import { useHideOnScroll } from './useHideOnScroll';
import { useSiteBrand } from './useSiteBrand';
import styles from './PublicHeader.module.css';

/** The fixed header: company name and logo, and the navigation. */
export function PublicHeader() {
  const { name: companyName, logo } = useSiteBrand();
  const menu = useDisclosure();
  // An open menu stays in view whatever the scroll does.
  const hidden = useHideOnScroll() && !menu.isOpen;
  const logoSrc = resolveImageUrl(logo);

  return (
    <header className={hidden ? `${styles.header} ${styles.hidden}` : styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {logoSrc && <img className={styles.logo} src={logoSrc} alt={companyName} width={40} height={40} />}
          {/* With a logo, its alt text already names the link. */}
          <span className={styles.brandName} aria-hidden={logoSrc ? true : undefined}>
            {companyName}
          </span>
        </Link>
        <PublicNav isOpen={menu.isOpen} onToggle={menu.toggle} onNavigate={menu.close} />
      </div>
    </header>
  );
}
