import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type StaffSettings, staffPaths } from '@academy/contracts';
import { useStaffUpdate } from './updateStaff';

/** PUT the staff's settings: whether every account must sign in with a second factor. */
export function useSaveStaffSettings() {
  const update = useStaffUpdate();
  return useMutation<StaffSettings, unknown, StaffSettings>({
    mutationFn: (settings) => sendData<StaffSettings>('put', staffPaths.settings, settings),
    onSuccess: ({ requireTwoFactor }) => update((staff) => ({ ...staff, requireTwoFactor })),
  });
}
