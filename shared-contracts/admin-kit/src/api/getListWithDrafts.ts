import { useQueryClient } from '@tanstack/react-query';
import { listWithDraftsPath } from '@academy/contracts';
import { contentKey, useContent } from './getContent';

/**
 * The cache keys of one list: as the public reads it, and as staff see it (drafts and scheduled
 * items too). A write changes both; each is updated only where it is already held.
 */
export const listKeys = (listPath: string) => [
  contentKey(listPath),
  contentKey(listWithDraftsPath(listPath)),
];

/** Changes a list in every cache that holds it, then fetches each again. */
export function useRefreshList<R>(listPath: string) {
  const queryClient = useQueryClient();
  return (change?: (items: R[]) => R[]) =>
    Promise.all(
      listKeys(listPath).map((queryKey) => {
        if (change) queryClient.setQueryData<R[] | null>(queryKey, (items) => items && change(items));
        return queryClient.invalidateQueries({ queryKey });
      }),
    );
}

/** GET a list as staff see it, newest first: each item says its `status`, `publishAt` and `hasDraft`. */
export function useListWithDrafts<R>(listPath: string) {
  return useContent<R[] | null>(listWithDraftsPath(listPath));
}
