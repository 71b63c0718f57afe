import { useState } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { adminQueryClient } from '@academy/admin-kit';
import { PageSlot } from '../../components/PageSlot';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { RemoteBanner } from '../../features/overrides/RemoteBanner';
import { showsRemoteBanner, useRemoteSetup } from '../../features/overrides/remoteSetup';
import { useDisclosure } from '../../hooks/useDisclosure';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';
import styles from './AdminLayout.module.css';

/**
 * Header, sidebar (a drawer on narrow screens), the banner of a developer's overrides or a release preview,
 * and the admin page slot. While the drawer is
 * open, focus stays in it and its menu button (a keyboard user cannot tab into the page behind);
 * when it closes, focus goes back to the menu button.
 */
export function AdminLayout() {
  const drawer = useDisclosure();
  const [menuButton, setMenuButton] = useState<HTMLButtonElement | null>(null);
  const [sidebar, setSidebar] = useState<HTMLDivElement | null>(null);
  const bannered = showsRemoteBanner(useRemoteSetup());
  return (
    // The admin area's reads (the layout's brand, every screen's) share one data cache.
    <QueryClientProvider client={adminQueryClient}>
      <SkipLink />
      <AdminHeader menuOpen={drawer.isOpen} onMenuToggle={drawer.toggle} menuButtonRef={setMenuButton} />
      <RemoteBanner className={styles.banner} />
      <AdminSidebar open={drawer.isOpen} onNavigate={drawer.close} ref={setSidebar} />
      {menuButton && sidebar && (
        <FocusTrap
          active={drawer.isOpen}
          containerElements={[menuButton, sidebar]}
          focusTrapOptions={{
            initialFocus: () => sidebar.querySelector('a') ?? sidebar,
            setReturnFocus: menuButton,
            fallbackFocus: menuButton,
            onDeactivate: drawer.close,
            clickOutsideDeactivates: true,
            // Visibility is the drawer's own business; the trap only needs the order of tabbing.
            tabbableOptions: { displayCheck: 'none' },
          }}
        />
      )}
      {drawer.isOpen && <div className={styles.overlay} onClick={drawer.close} />}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={bannered ? `${styles.main} ${styles.belowBanner}` : styles.main}
      >
        <PageSlot />
      </main>
    </QueryClientProvider>
  );
}
