import { useMutation } from '@tanstack/react-query';
import { type BulkAnswer, type ListBulkBody, listBulkPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { useRefreshList } from './getListWithDrafts';

/** POST an action on many items of a list (`<list path>/bulk`); the list is fetched again however it went. */
export function useBulkListAction(listPath: string) {
  const refresh = useRefreshList(listPath);
  return useMutation<BulkAnswer, unknown, ListBulkBody>({
    mutationFn: (body) => sendData<BulkAnswer>('post', listBulkPath(listPath), body),
    onSettled: () => refresh(),
  });
}
