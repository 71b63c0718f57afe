import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TrashEntry, trashPaths } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { trashKey } from './getTrash';

/** POST an item's restore: it goes back to its list, leaves the trash at once, and the trash is fetched again. */
export function useRestoreTrashItem() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('post', trashPaths.restore(id)),
    onSuccess: (_restored, id) => {
      queryClient.setQueryData<TrashEntry[]>(trashKey, (items) => items?.filter((item) => item._id !== id));
      return queryClient.invalidateQueries({ queryKey: trashKey });
    },
  });
}
