import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type Revisioned, ifMatch } from '../conflicts/revisions';
import { useRefreshList } from './getListWithDrafts';

interface ListItem extends Revisioned {
  _id: string;
}

/**
 * DELETE an item of a list (to the trash), from its revision as the list showed it (If-Match):
 * it leaves the list at once, then the list is refreshed.
 */
export function useDeleteListItem<R extends ListItem>(listPath: string, itemPath: (id: string) => string) {
  const refresh = useRefreshList<R>(listPath);
  return useMutation<unknown, unknown, ListItem>({
    mutationFn: ({ _id, revision }) =>
      sendData<unknown>('delete', itemPath(_id), undefined, ifMatch(revision)),
    onSuccess: (_deleted, { _id }) => refresh((items) => items.filter((item) => item._id !== _id)),
  });
}
