import { useCallback, useEffect, useState } from 'react';

/**
 * An editor's status line. A new message replaces the previous one (and is announced again even
 * when its words repeat); `clearAfterMs` empties it after a while (the About Us editors: 2 s).
 */
export function useStatus(clearAfterMs?: number) {
  const [status, setStatus] = useState({ text: '', key: 0 });

  useEffect(() => {
    if (!status.text || clearAfterMs === undefined) return undefined;
    const timer = setTimeout(() => setStatus((current) => ({ ...current, text: '' })), clearAfterMs);
    return () => clearTimeout(timer);
  }, [status, clearAfterMs]);

  const show = useCallback((text: string) => setStatus((current) => ({ text, key: current.key + 1 })), []);
  const clear = useCallback(() => show(''), [show]);
  return { text: status.text, key: status.key, show, clear };
}

export type Status = ReturnType<typeof useStatus>;
