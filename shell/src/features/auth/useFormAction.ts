import { useCallback, useState } from 'react';
import { getErrorMessage } from '@academy/runtime';

/**
 * The submit cycle the sign-in screens and the account screen share: pending while the call runs,
 * then a status line, either the text the action returns or the failure's message (else
 * `errorFallback`).
 */
export function useFormAction(errorFallback: string) {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');

  const run = useCallback(
    async (action: () => Promise<string | void>) => {
      setPending(true);
      setStatus('');
      try {
        setStatus((await action()) ?? '');
      } catch (error) {
        setStatus(getErrorMessage(error, errorFallback));
      } finally {
        setPending(false);
      }
    },
    [errorFallback],
  );

  return { pending, status, setStatus, run };
}
