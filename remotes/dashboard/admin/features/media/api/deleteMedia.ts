import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { mediaPaths } from '@academy/contracts';
import { mediaKey, trashKey } from '@academy/admin-kit';

/** DELETE an unused file: it goes to the trash, from where it can be restored. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, string>({
    mutationFn: (name) => sendData<unknown>('delete', mediaPaths.item(name)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mediaKey });
      await queryClient.invalidateQueries({ queryKey: trashKey });
    },
  });
}
