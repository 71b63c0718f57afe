import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { staffPaths, type PendingInvitation, type StaffAccount } from '@academy/contracts';

/** What `GET /users` answers: the accounts, the invitations not yet accepted, and the sign-in rule. */
export interface Staff {
  accounts: StaffAccount[];
  invitations: PendingInvitation[];
  requireTwoFactor: boolean;
}

export const staffKey = ['staff'] as const;

/** GET the staff (owner only): the Team screen's lists and the Activity screen's accounts. */
export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: () => getData<Staff>(staffPaths.users) });
}
