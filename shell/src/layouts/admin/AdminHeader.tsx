import type { Ref } from 'react';
import { DEFAULT_DASHBOARD_NAME } from '@academy/contracts';
import { imageUrl } from '@academy/ui';
import { AdminSearch } from '../../features/adminSearch/AdminSearch';
import { useDashboardBrand } from '../../features/branding/useDashboardBrand';
import { AccountMenu } from './AccountMenu';
import { ADMIN_SIDEBAR_ID } from './AdminSidebar';
import styles from './AdminHeader.module.css';

interface AdminHeaderProps {
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** The menu button, for the drawer's focus trap. */
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function AdminHeader({ menuOpen, onMenuToggle, menuButtonRef }: AdminHeaderProps) {
  const { name, logo } = useDashboardBrand();
  const dashboardName = name || DEFAULT_DASHBOARD_NAME;
  const logoSrc = imageUrl(logo);

  return (
    <header className={styles.header}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={ADMIN_SIDEBAR_ID}
        onClick={onMenuToggle}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div className={styles.brand}>
        {logoSrc && <img className={styles.logo} src={logoSrc} alt="" width={36} height={36} />}
        <span className={styles.name}>{dashboardName}</span>
      </div>
      <AdminSearch />
      <AccountMenu />
    </header>
  );
}
