import { PageNavList } from '../../features/navigation/PageNavList';
import { useSiteMap } from '../../features/navigation/sitePages';
import styles from './PublicNav.module.css';

const NAV_ID = 'site-navigation';

interface PublicNavProps {
  isOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** The top navigation; behind a menu button on small screens. */
export function PublicNav({ isOpen, onToggle, onNavigate }: PublicNavProps) {
  const { publicMenu } = useSiteMap();
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={NAV_ID}
        onClick={onToggle}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
      </button>
      <nav id={NAV_ID} aria-label="Main" className={isOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
        <PageNavList
          pages={publicMenu}
          classNames={{ list: styles.list, link: styles.link, active: styles.active }}
          onNavigate={onNavigate}
        />
      </nav>
    </>
  );
}
