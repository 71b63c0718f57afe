import { useEffect } from 'react';
import { useSettingsStore } from '@academy/runtime';
import { SITE_FRAME, type DashboardHero } from '@academy/contracts';
import { useContent } from '@academy/admin-kit';
import { logLoadError } from '../../lib/logLoadError';

/**
 * The institute's name and logo, from the shared settings store (cached between visits), which
 * the admin area's read of the brand refreshes: the same query every admin screen reads with
 * (the dashboard's editor updates the store when it saves). Empty strings until known; the
 * layout shows its own default meanwhile.
 */
export function useDashboardBrand() {
  const name = useSettingsStore((state) => state.dashboardName);
  const logo = useSettingsStore((state) => state.dashboardLogo);
  const applyDashboard = useSettingsStore((state) => state.applyDashboard);
  const brand = useContent<DashboardHero | null>(SITE_FRAME.brand.path);

  useEffect(() => {
    // `null` means nothing is saved, so the cached values go too.
    if (brand.isSuccess) applyDashboard(brand.data);
  }, [brand.isSuccess, brand.data, applyDashboard]);
  useEffect(() => {
    // A failed load keeps the cached values.
    if (brand.isError) logLoadError('the company name and logo', brand.error);
  }, [brand.isError, brand.error]);

  return { name, logo };
}
