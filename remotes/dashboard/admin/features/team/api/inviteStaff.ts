import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type InvitationBody, type PendingInvitation, staffPaths } from '@academy/contracts';
import { useStaffUpdate } from './updateStaff';

/** POST an invitation: the server mails its link; an address already in use is refused (409). */
export function useInviteStaff() {
  const update = useStaffUpdate();
  return useMutation<PendingInvitation, unknown, InvitationBody>({
    mutationFn: (invitation) => sendData<PendingInvitation>('post', staffPaths.invitations, invitation),
    onSuccess: (invitation) =>
      update((staff) => ({ ...staff, invitations: [...staff.invitations, invitation] })),
  });
}
