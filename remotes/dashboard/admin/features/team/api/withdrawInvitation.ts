import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { staffPaths } from '@academy/contracts';
import { useStaffUpdate } from './updateStaff';

/** DELETE a pending invitation: its link stops working. */
export function useWithdrawInvitation() {
  const update = useStaffUpdate();
  return useMutation<unknown, unknown, string>({
    mutationFn: (id) => sendData<unknown>('delete', staffPaths.invitation(id)),
    onSuccess: (_withdrawn, id) =>
      update((staff) => ({
        ...staff,
        invitations: staff.invitations.filter((invitation) => invitation._id !== id),
      })),
  });
}
