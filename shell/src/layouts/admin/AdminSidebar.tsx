import { PageNavLink } from '../../features/navigation/PageNavLink';
import { ADMIN_PAGES } from '../../features/navigation/sitePages';
import { LogoutButton } from './LogoutButton';
import styles from './AdminSidebar.module.css';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

interface AdminSidebarProps {
  open: boolean;
  /** Closes the drawer: also when the chosen entry is the page already shown. */
  onNavigate: () => void;
}

export function AdminSidebar({ open, onNavigate }: AdminSidebarProps) {
  return (
    <div id={ADMIN_SIDEBAR_ID} className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar}>
      <nav aria-label="Admin">
        <ul className={styles.list}>
          {ADMIN_PAGES.map((page) => (
            <li key={page.path}>
              <PageNavLink
                page={page}
                className={styles.link}
                activeClassName={styles.active}
                onClick={onNavigate}
              />
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton className={styles.logout} />
    </div>
  );
}
