import { useEffect, useState } from 'react';
import { useNavigate } from '@academy/runtime';

/**
 * Navigates to `to` `delayMs` after `start()` is called, so the success message can be read
 * first. Leaving the screen earlier cancels it.
 */
export function useRedirectAfterSave(to: string, delayMs: number) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => {
      setPending(false);
      navigate(to);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pending, navigate, to, delayMs]);

  return () => setPending(true);
}
