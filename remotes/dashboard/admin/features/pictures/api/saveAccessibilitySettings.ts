import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { type AccessibilitySettings, accessibilityPaths } from '@academy/contracts';
import { accessibilitySettingsKey } from './getAccessibilitySettings';

/** PUT the owner's choice; what the server stored is shown. */
export function useSaveAccessibilitySettings() {
  const queryClient = useQueryClient();
  return useMutation<AccessibilitySettings, unknown, AccessibilitySettings>({
    mutationFn: (settings) => sendData<AccessibilitySettings>('put', accessibilityPaths.settings, settings),
    onSuccess: (stored) => queryClient.setQueryData(accessibilitySettingsKey, stored),
  });
}
