import type { Ref } from 'react';
import { NavLink } from 'react-router-dom';
import { REMOTE_OVERRIDES_SCREEN, screenShownTo } from '@academy/contracts';
import { useSessionStore } from '@academy/runtime';
import { PageNavList } from '../../features/navigation/PageNavList';
import { useSiteMap } from '../../features/navigation/sitePages';
import { LogoutButton } from './LogoutButton';
import styles from './AdminSidebar.module.css';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

interface AdminSidebarProps {
  open: boolean;
  /** Closes the drawer: also when the chosen entry is the page already shown. */
  onNavigate: () => void;
  ref?: Ref<HTMLDivElement>;
}

export function AdminSidebar({ open, onNavigate, ref }: AdminSidebarProps) {
  const { adminMenu } = useSiteMap();
  // A session from before accounts had roles was the one administrator's: an owner.
  const role = useSessionStore((state) => state.user?.role) ?? 'owner';
  const shown = adminMenu.filter((entry) => screenShownTo(entry, role));
  return (
    <div
      ref={ref}
      id={ADMIN_SIDEBAR_ID}
      className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar}
    >
      <nav aria-label="Admin">
        <PageNavList
          pages={shown}
          classNames={{ list: styles.list, link: styles.link, active: styles.active }}
          onNavigate={onNavigate}
        />
      </nav>
      <div className={styles.tools}>
        {/* Site operations are the owner's (the server refuses the overrides to other roles). */}
        {role === 'owner' && (
          <NavLink
            to={REMOTE_OVERRIDES_SCREEN}
            className={({ isActive }) => (isActive ? `${styles.toolLink} ${styles.active}` : styles.toolLink)}
            onClick={onNavigate}
          >
            Remote overrides
          </NavLink>
        )}
        <LogoutButton className={styles.logout} />
      </div>
    </div>
  );
}
