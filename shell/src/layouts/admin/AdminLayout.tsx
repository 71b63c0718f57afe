import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { useDisclosure } from '../../hooks/useDisclosure';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';
import styles from './AdminLayout.module.css';

/** Header, sidebar (a drawer on narrow screens) and the admin page slot. */
export function AdminLayout() {
  const drawer = useDisclosure();
  return (
    <>
      <SkipLink />
      <AdminHeader menuOpen={drawer.isOpen} onMenuToggle={drawer.toggle} />
      <AdminSidebar open={drawer.isOpen} onNavigate={drawer.close} />
      {drawer.isOpen && <div className={styles.overlay} onClick={drawer.close} />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
