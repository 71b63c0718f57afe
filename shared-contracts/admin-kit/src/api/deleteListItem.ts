import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { contentKey } from './getContent';

interface ListItem {
  _id: string;
}

/** DELETE an item of a list by id: it leaves the list at once, then the list is refreshed. */
export function useDeleteListItem<R extends ListItem>(listPath: string, itemPath: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', itemPath(id)),
    onSuccess: (_deleted, id) => {
      queryClient.setQueryData<R[] | null>(contentKey(listPath), (items) =>
        (items ?? []).filter((item) => item._id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: contentKey(listPath) });
    },
  });
}
