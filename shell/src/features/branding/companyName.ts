import { useSettingsStore } from 'shared-contracts';

/** The spec's defaults while no name is saved. */
export const DEFAULT_COMPANY_NAME = 'Our Company';
export const DEFAULT_DASHBOARD_NAME = 'Admin Dashboard';

/** The public site's name for the institute, without loading anything. */
export function useCompanyName(): string {
  return useSettingsStore((state) => state.dashboardName) || DEFAULT_COMPANY_NAME;
}
