import { useEffect, useRef } from 'react';
import { PageNavList } from '../../features/navigation/PageNavList';
import { usePublicMenu } from './usePublicMenu';
import styles from './PublicNav.module.css';

const NAV_ID = 'site-navigation';

interface PublicNavProps {
  isOpen: boolean;
  /** Told when the visitor opens or closes the menu with its button. */
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/**
 * The top navigation; behind a menu button on small screens. The button is a `<details>`
 * disclosure whose open state the stylesheet shows the links by, so the menu opens and closes
 * before the page's script runs, and without it; live, the state is React's, which also closes
 * it on Escape and after a link is followed.
 */
export function PublicNav({ isOpen, onOpenChange, onNavigate }: PublicNavProps) {
  const publicMenu = usePublicMenu();
  const menu = useRef<HTMLDetailsElement>(null);
  // Opened on the server's page before it was taken over: the state starts from what is shown.
  useEffect(() => {
    if (menu.current?.open) onOpenChange(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is taken over
  }, []);
  return (
    <>
      <details
        ref={menu}
        className={styles.menu}
        open={isOpen}
        onToggle={(event) => onOpenChange(event.currentTarget.open)}
      >
        <summary className={styles.menuButton} aria-label="Menu" aria-controls={NAV_ID}>
          <span className={styles.menuIcon} aria-hidden="true" />
        </summary>
      </details>
      {/* After the disclosure, which shows it when open (PublicNav.module.css). */}
      <nav id={NAV_ID} aria-label="Main" className={styles.nav}>
        <PageNavList
          pages={publicMenu}
          classNames={{ list: styles.list, link: styles.link, active: styles.active }}
          onNavigate={onNavigate}
        />
      </nav>
    </>
  );
}
