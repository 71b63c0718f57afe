import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { redirectPaths } from '@academy/contracts';
import { redirectsKey } from './getRedirects';

/** DELETE a redirect: its `from` answers as any other address again. */
export function useRemoveRedirect() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', redirectPaths.item(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsKey }),
  });
}
