import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eraseUploadPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { revisionsKey } from './getRevisions';

/**
 * DELETE a stored file for good: every revision, draft and trash entry loses it. The record's
 * revisions are fetched again, without it.
 */
export function useEraseUpload(recordPath: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (publicPath) =>
      sendData('delete', eraseUploadPath(publicPath.slice(publicPath.lastIndexOf('/') + 1))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionsKey(recordPath) }),
  });
}
