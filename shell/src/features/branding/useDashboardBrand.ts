import { useEffect } from 'react';
import { getData, useSettingsStore } from '@academy/runtime';
import { apiPaths, type DashboardHero } from '@academy/contracts';
import { logLoadError } from '../../lib/logLoadError';

/**
 * The institute's name and logo, from the shared settings store (cached between visits) and
 * refreshed from the server when a layout mounts. Empty strings until known; each layout shows
 * its own default meanwhile.
 */
export function useDashboardBrand() {
  const name = useSettingsStore((state) => state.dashboardName);
  const logo = useSettingsStore((state) => state.dashboardLogo);
  const applyDashboard = useSettingsStore((state) => state.applyDashboard);

  useEffect(() => {
    let current = true;
    getData<DashboardHero | null>(apiPaths.dashboard.hero).then(
      // `null` means nothing is saved, so the cached values go too.
      (hero) => current && applyDashboard(hero),
      // A failed load keeps the cached values.
      (error: unknown) => logLoadError('the company name and logo', error),
    );
    return () => {
      current = false;
    };
  }, [applyDashboard]);

  return { name, logo };
}
