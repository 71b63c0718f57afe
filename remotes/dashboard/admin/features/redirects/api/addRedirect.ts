import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type Redirect, type RedirectBody, redirectPaths } from '@academy/contracts';
import { redirectsKey } from './getRedirects';

/** POST a redirect; one that would loop or hide a page is refused with the server's sentence. */
export function useAddRedirect() {
  const queryClient = useQueryClient();
  return useMutation<Redirect, unknown, RedirectBody>({
    mutationFn: (body) => sendData<Redirect>('post', redirectPaths.list, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsKey }),
  });
}
