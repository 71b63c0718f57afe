import { useEffect, useState } from 'react';
import { logLoadError } from '../lib/logLoadError';

/**
 * Data whose absence has a default (footer contact details, policy excerpt): undefined while
 * loading, then the data, or null when there is none or it failed to load (logged). A result
 * that arrives after the component is gone is dropped.
 */
export function useOptionalData<T>(load: () => Promise<T | null>, what: string): T | null | undefined {
  const [data, setData] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setData(loaded),
      (error: unknown) => {
        logLoadError(what, error);
        if (current) setData(null);
      },
    );
    return () => {
      current = false;
    };
    // Loaded once per mount: `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return data;
}
