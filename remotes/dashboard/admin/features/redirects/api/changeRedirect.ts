import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type Redirect, type RedirectBody, redirectPaths } from '@academy/contracts';
import { redirectsKey } from './getRedirects';

/** PUT a redirect's new from, to and status, checked as a new one is. */
export function useChangeRedirect() {
  const queryClient = useQueryClient();
  return useMutation<Redirect, unknown, RedirectBody & { id: string }>({
    mutationFn: ({ id, ...body }) => sendData<Redirect>('put', redirectPaths.item(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsKey }),
  });
}
