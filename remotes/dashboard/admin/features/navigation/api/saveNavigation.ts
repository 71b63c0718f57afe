import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { ifMatch } from '@academy/admin-kit';
import { type Navigation, navigationPaths } from '@academy/contracts';
import { type StoredMenu, navigationKey } from './getNavigation';

/** A new arrangement, and the revision of the menu it was arranged from. */
export interface MenuSave {
  navigation: Navigation;
  revision: string;
}

/**
 * PUT the menu's new arrangement from `revision` (If-Match): refused with 409 and their menu when
 * someone else saved it since; a link that is not https: is refused with the server's sentence.
 */
export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation<StoredMenu, unknown, MenuSave>({
    mutationFn: ({ navigation, revision }) =>
      sendData<StoredMenu>('put', navigationPaths.menu, navigation, ifMatch(revision)),
    onSuccess: (saved) => queryClient.setQueryData(navigationKey, saved),
  });
}
