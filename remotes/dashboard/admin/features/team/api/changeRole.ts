import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type RoleBody, type StaffAccount, staffPaths } from '@academy/contracts';
import { useStaffUpdate } from './updateStaff';

/** PUT an account's role; the last owner's is refused (409 with the server's sentence). */
export function useChangeRole() {
  const update = useStaffUpdate();
  return useMutation<StaffAccount, unknown, RoleBody & { id: string }>({
    mutationFn: ({ id, role }) => sendData<StaffAccount>('put', staffPaths.user(id), { role }),
    onSuccess: (saved) =>
      update((staff) => ({
        ...staff,
        accounts: staff.accounts.map((account) => (account._id === saved._id ? saved : account)),
      })),
  });
}
