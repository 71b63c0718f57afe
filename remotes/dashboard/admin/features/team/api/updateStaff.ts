import { useQueryClient } from '@tanstack/react-query';
import type { StaffList } from '@academy/contracts';
import { staffKey } from './getStaff';

/**
 * After a write: what the server answered goes into the cache at once (`change`), then the staff
 * is fetched again, so what shows is what the server holds.
 */
export function useStaffUpdate() {
  const queryClient = useQueryClient();
  return (change: (staff: StaffList) => StaffList) => {
    queryClient.setQueryData<StaffList>(staffKey, (staff) => staff && change(staff));
    return queryClient.invalidateQueries({ queryKey: staffKey });
  };
}
