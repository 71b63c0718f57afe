import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { useRefreshList } from './getListWithDrafts';
import { type Revisioned, ifMatch } from '../conflicts/revisions';
import { revisionsKey } from './getRevisions';
import { useUpload } from './useUpload';

interface ListItem extends Revisioned {
  _id: string;
}

/**
 * Puts an item the server stored (by a save, or a restore of a revision) in its place in the
 * list at once, then refreshes the list and the item's revisions (the write kept one).
 */
export function useStoreUpdatedItem<R extends ListItem>(listPath: string, itemPath: (id: string) => string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshList<R>(listPath);
  return (updated: R) =>
    Promise.all([
      refresh((items) => items.map((item) => (item._id === updated._id ? updated : item))),
      queryClient.invalidateQueries({ queryKey: revisionsKey(itemPath(updated._id)) }),
    ]);
}

/**
 * PUT an item of a list by id (multipart, or JSON such as a submission's `{ contacted }`) from the
 * item's `revision` as it was opened (If-Match): it is replaced in place at once, then the list is
 * refreshed.
 */
export function useUpdateListItem<R extends ListItem>(listPath: string, itemPath: (id: string) => string) {
  const store = useStoreUpdatedItem<R>(listPath, itemPath);
  return useUpload<{ id: string; body: FormData | object; revision?: string }, R>(
    ({ id, body, revision }, onUploadProgress) =>
      sendData<R>('put', itemPath(id), body, { onUploadProgress, ...ifMatch(revision) }),
    { onSuccess: store },
  );
}
