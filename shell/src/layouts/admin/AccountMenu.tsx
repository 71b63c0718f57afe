import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@academy/runtime';
import { ACCOUNT_PATH } from '../../features/account/accountPath';
import { useDisclosure } from '../../hooks/useDisclosure';
import { LogoutButton } from './LogoutButton';
import styles from './AccountMenu.module.css';

/**
 * Who is signed in, as a button opening their account's menu. The name keeps to one line and is
 * cut with an ellipsis when long; the button's accessible name and tooltip are the whole name.
 * The menu closes on Escape (focus back on the button, not lost with the closed menu), on a
 * click elsewhere and when an entry changes the page.
 */
export function AccountMenu() {
  const name = useSessionStore((state) => state.user?.name) || 'Admin';
  const menu = useDisclosure();
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { isOpen, close } = menu;

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  return (
    <div
      ref={container}
      className={styles.account}
      onKeyDown={(event) => {
        if (event.key === 'Escape') button.current?.focus();
      }}
    >
      <span className={styles.greeting}>Welcome</span>
      <button
        ref={button}
        type="button"
        className={styles.button}
        title={name}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={menu.toggle}
      >
        <span className={styles.name}>{name}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {isOpen && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.item} to={ACCOUNT_PATH} onClick={close}>
              Your account
            </Link>
          </li>
          <li>
            <LogoutButton className={styles.item} />
          </li>
        </ul>
      )}
    </div>
  );
}
