import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { staffPaths, type StaffList } from '@academy/contracts';

export const staffKey = ['staff'] as const;

/** GET the staff (owner only): the Team screen's lists and the Activity screen's accounts. */
export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: () => getData<StaffList>(staffPaths.users) });
}
