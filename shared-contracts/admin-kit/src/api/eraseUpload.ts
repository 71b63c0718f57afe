import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { revisionsKey } from './getRevisions';

/** Where a stored file is erased for good (the server's `DELETE /admin/uploads/<file name>`). */
export const eraseUploadPath = (publicPath: string) =>
  `/admin/uploads/${encodeURIComponent(publicPath.slice(publicPath.lastIndexOf('/') + 1))}`;

/**
 * DELETE a stored file for good: every revision, draft and trash entry loses it. The record's
 * revisions are fetched again, without it.
 */
export function useEraseUpload(recordPath: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (publicPath) => sendData('delete', eraseUploadPath(publicPath)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionsKey(recordPath) }),
  });
}
