import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { useRefreshList } from './getListWithDrafts';

interface ListItem {
  _id: string;
}

/** DELETE an item of a list by id: it leaves the list at once, then the list is refreshed. */
export function useDeleteListItem<R extends ListItem>(listPath: string, itemPath: (id: string) => string) {
  const refresh = useRefreshList<R>(listPath);
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', itemPath(id)),
    onSuccess: (_deleted, id) => refresh((items) => items.filter((item) => item._id !== id)),
  });
}
