import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { staffPaths } from '@academy/contracts';
import { useStaffUpdate } from './updateStaff';

/** DELETE an account: its sessions end at once. The last owner's is refused (409). */
export function useRemoveAccount() {
  const update = useStaffUpdate();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', staffPaths.user(id)),
    onSuccess: (_removed, id) =>
      update((staff) => ({ ...staff, accounts: staff.accounts.filter((account) => account._id !== id) })),
  });
}
