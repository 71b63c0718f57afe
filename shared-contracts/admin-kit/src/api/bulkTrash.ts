import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkAnswer, type TrashBulkBody, trashPaths } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { trashKey } from './getTrash';

/** POST a restore or delete forever of many items in the trash; the trash is fetched again however it went. */
export function useBulkTrashAction() {
  const queryClient = useQueryClient();
  return useMutation<BulkAnswer, unknown, TrashBulkBody>({
    mutationFn: (body) => sendData<BulkAnswer>('post', trashPaths.bulk, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashKey }),
  });
}
