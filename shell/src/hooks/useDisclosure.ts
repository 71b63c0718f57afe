import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state of a menu or drawer that closes on Escape and whenever the route changes,
 * so a chosen entry never leaves the menu covering the page it opened.
 */
export function useDisclosure() {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);

  // Closed as the new route renders (not in an effect, which would also run when the page is
  // taken over and undo a menu the visitor opened before: see PublicNav).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, close]);

  return { isOpen, toggle, close, setOpen };
}
