import { Link } from 'react-router-dom';
import { Picture, pageImage } from '@academy/ui';
import { useDisclosure } from '../../hooks/useDisclosure';
import { PublicNav } from './PublicNav';
import { useHideOnScroll } from './useHideOnScroll';
import { useSiteBrand } from './useSiteBrand';
import styles from './PublicHeader.module.css';

const LOGO_SIZES = '2.5rem';

/** The fixed header: company name and logo, and the navigation. */
export function PublicHeader() {
  const { name: companyName, logo } = useSiteBrand();
  const menu = useDisclosure();
  // An open menu stays in view whatever the scroll does.
  const hidden = useHideOnScroll() && !menu.isOpen;
  // The logo is shown 2.5rem wide (PublicHeader.module.css): a large upload's narrowest copy will do.
  const logoImage = pageImage(logo, LOGO_SIZES);
  const logoSrc = logoImage.src;

  return (
    <header className={hidden ? `${styles.header} ${styles.hidden}` : styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {logoSrc && (
            <Picture
              className={styles.logo}
              image={logoImage}
              alt={companyName}
              width={40}
              height={40}
              // Small and in view: Chromium raised it to high priority once laid out, beside the
              // hero (a page's largest paint) on a phone's slow line (issue 33, decision 0177).
              fetchPriority="low"
            />
          )}
          {/* With a logo, its alt text already names the link. */}
          <span className={styles.brandName} aria-hidden={logoSrc ? true : undefined}>
            {companyName}
          </span>
        </Link>
        <PublicNav isOpen={menu.isOpen} onOpenChange={menu.setOpen} onNavigate={menu.close} />
      </div>
    </header>
  );
}
