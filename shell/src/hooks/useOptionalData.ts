import { useLoad } from 'shared-contracts/ui';
import { logLoadError } from '../lib/logLoadError';

/**
 * Data whose absence has a default (footer contact details, policy excerpt): undefined while
 * loading, then the data, or null when there is none or it failed to load (logged).
 */
export function useOptionalData<T>(load: () => Promise<T | null>, what: string): T | null | undefined {
  const { state } = useLoad(() =>
    load().catch((error: unknown) => {
      logLoadError(what, error);
      return null;
    }),
  );
  return state.status === 'ready' ? state.data : undefined;
}
