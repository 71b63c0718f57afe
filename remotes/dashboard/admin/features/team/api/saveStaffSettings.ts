import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { staffPaths } from '@academy/contracts';
import { useStaffUpdate } from './updateStaff';

interface StaffSettings {
  requireTwoFactor: boolean;
}

/** PUT the staff's settings: whether every account must sign in with a second factor. */
export function useSaveStaffSettings() {
  const update = useStaffUpdate();
  return useMutation<StaffSettings, unknown, StaffSettings>({
    mutationFn: (settings) => sendData<StaffSettings>('put', staffPaths.settings, settings),
    onSuccess: ({ requireTwoFactor }) => update((staff) => ({ ...staff, requireTwoFactor })),
  });
}
