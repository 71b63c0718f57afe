import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TrashEntry, trashPaths } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { trashKey } from './getTrash';

/** DELETE an item of the trash for good (its files too): it leaves the trash at once, then the trash is fetched again. */
export function useDeleteTrashItem() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', trashPaths.item(id)),
    onSuccess: (_deleted, id) => {
      queryClient.setQueryData<TrashEntry[]>(trashKey, (items) => items?.filter((item) => item._id !== id));
      return queryClient.invalidateQueries({ queryKey: trashKey });
    },
  });
}
