import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type Navigation, navigationPaths } from '@academy/contracts';
import { navigationKey } from './getNavigation';

/** PUT the menu's new arrangement; a link that is not https: is refused with the server's sentence. */
export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation<Navigation, unknown, Navigation>({
    mutationFn: (body) => sendData<Navigation>('put', navigationPaths.menu, body),
    onSuccess: (saved) => queryClient.setQueryData(navigationKey, saved),
  });
}
