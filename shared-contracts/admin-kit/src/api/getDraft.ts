import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Draft, draftPath } from '@academy/contracts';
import { getData } from '@academy/runtime';

/** The cache key of a record's draft; a draft's save, publish or discard updates it by this key. */
export const draftKey = (recordPath: string) => ['draft', recordPath] as const;

/** GET a record's draft; null when it has none. Not fetched without a path. */
export function useDraft<R>(recordPath: string | null) {
  return useQuery({
    queryKey: draftKey(recordPath ?? ''),
    enabled: recordPath !== null,
    queryFn: () => getData<Draft<R> | null>(draftPath(recordPath ?? '')),
  });
}

/** Forgets a record's draft in the cache: after a save or a publish the server holds none. */
export function useForgetDraft() {
  const queryClient = useQueryClient();
  return (recordPath: string) => queryClient.setQueryData(draftKey(recordPath), null);
}
