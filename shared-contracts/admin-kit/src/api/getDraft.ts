import { useQuery, useQueryClient } from '@tanstack/react-query';
import { draftPath } from '@academy/contracts';
import { getData, getErrorStatus } from '@academy/runtime';

/** A record's draft: when and by whom it was saved, and the record as it would read published. */
export interface Draft<R> {
  at: string;
  by: string;
  fields: R;
}

/** The cache key of a record's draft; a draft's save, publish or discard updates it by this key. */
export const draftKey = (recordPath: string) => ['draft', recordPath] as const;

/** GET a record's draft; null when it has none (the server's 404). Not fetched without a path. */
export function useDraft<R>(recordPath: string | null) {
  return useQuery({
    queryKey: draftKey(recordPath ?? ''),
    enabled: recordPath !== null,
    queryFn: async () => {
      try {
        return (await getData<Draft<R> | null>(draftPath(recordPath ?? ''))) ?? null;
      } catch (error) {
        if (getErrorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

/** Forgets a record's draft in the cache: after a save or a publish the server holds none. */
export function useForgetDraft() {
  const queryClient = useQueryClient();
  return (recordPath: string) => queryClient.setQueryData(draftKey(recordPath), null);
}
