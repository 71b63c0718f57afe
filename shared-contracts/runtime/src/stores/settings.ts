import { create } from 'zustand';
import type { DashboardHero } from '@academy/contracts';
import { readItem, writeItem } from './browserStorage';

/**
 * Local-storage keys the site has always used (visitors' stored values depend on them): the
 * dashboard name and logo are cached between visits.
 */
export const DASHBOARD_NAME_KEY = 'dashboardName';
export const DASHBOARD_LOGO_KEY = 'dashboardLogo';

export interface SettingsState {
  /** Empty until loaded or cached; each layout shows its own default meanwhile. */
  dashboardName: string;
  dashboardLogo: string;
  applyDashboard: (hero: Partial<DashboardHero> | null) => void;
}

/**
 * Starts empty, and the cached values are restored right after: the store's initial state is
 * what a server-rendered page was rendered with (React hydrates against it), and the cache then
 * shows at once on the next render.
 */
export const useSettingsStore = create<SettingsState>()((set) => ({
  dashboardName: '',
  dashboardLogo: '',
  applyDashboard: (hero) => {
    const dashboardName = hero?.name ?? '';
    const dashboardLogo = hero?.logo ?? '';
    writeItem('local', DASHBOARD_NAME_KEY, dashboardName || null);
    writeItem('local', DASHBOARD_LOGO_KEY, dashboardLogo || null);
    set({ dashboardName, dashboardLogo });
  },
}));

useSettingsStore.setState({
  dashboardName: readItem('local', DASHBOARD_NAME_KEY) ?? '',
  dashboardLogo: readItem('local', DASHBOARD_LOGO_KEY) ?? '',
});
