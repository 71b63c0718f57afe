import { useEffect } from 'react';
import { useSettingsStore } from '@academy/runtime';
import { DEFAULT_COMPANY_NAME } from '@academy/contracts';
import { useSiteFrame } from './siteFrame';

/**
 * The academy's name and logo for the public pages: as the site frame loaded them (so a
 * server-rendered page and its hydration agree), else the cached ones when that call failed,
 * else the default. The loaded values also refresh the cache in the shared settings store.
 */
export function useSiteBrand(): { name: string; logo: string } {
  const { brand } = useSiteFrame();
  const cachedName = useSettingsStore((state) => state.dashboardName);
  const cachedLogo = useSettingsStore((state) => state.dashboardLogo);
  const applyDashboard = useSettingsStore((state) => state.applyDashboard);

  useEffect(() => {
    // `null` means nothing is saved, so the cached values go too; a failed load keeps them.
    if (brand !== undefined) applyDashboard(brand);
  }, [brand, applyDashboard]);

  if (brand === undefined) return { name: cachedName || DEFAULT_COMPANY_NAME, logo: cachedLogo };
  return { name: brand?.name || DEFAULT_COMPANY_NAME, logo: brand?.logo ?? '' };
}
