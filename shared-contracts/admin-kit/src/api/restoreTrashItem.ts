import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { trashItemPath, trashKey, type TrashItem } from './getTrash';

/** POST an item's restore: it goes back to its list, leaves the trash at once, and the trash is fetched again. */
export function useRestoreTrashItem() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('post', `${trashItemPath(id)}/restore`),
    onSuccess: (_restored, id) => {
      queryClient.setQueryData<TrashItem[]>(trashKey, (items) => items?.filter((item) => item._id !== id));
      return queryClient.invalidateQueries({ queryKey: trashKey });
    },
  });
}
