import { PageNavList } from '../../features/navigation/PageNavList';
import { PUBLIC_PAGES } from '../../features/navigation/sitePages';
import styles from './PublicNav.module.css';

const NAV_ID = 'site-navigation';

interface PublicNavProps {
  isOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** The top navigation; behind a menu button on small screens. */
export function PublicNav({ isOpen, onToggle, onNavigate }: PublicNavProps) {
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
          pages={PUBLIC_PAGES}
          classNames={{ list: styles.list, link: styles.link, active: styles.active }}
          onNavigate={onNavigate}
        />
      </nav>
    </>
  );
}
