import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates after a pause (time to read a confirmation); cancelled if the screen goes away. */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}
