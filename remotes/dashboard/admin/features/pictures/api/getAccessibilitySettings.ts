import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type AccessibilitySettings, accessibilityPaths } from '@academy/contracts';

export const accessibilitySettingsKey = ['accessibility', 'settings'] as const;

/** GET whether the server refuses pictures without a description. */
export function useAccessibilitySettings() {
  return useQuery({
    queryKey: accessibilitySettingsKey,
    queryFn: () => getData<AccessibilitySettings>(accessibilityPaths.settings),
  });
}
