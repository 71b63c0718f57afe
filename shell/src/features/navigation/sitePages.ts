import { createContext, useContext } from 'react';
import {
  PRIVACY_POLICY_PATH as PRIVACY_PATH,
  type SectionScreen,
  type SiteSection,
  bySectionOrder,
  pagesRemote,
  screensRemote,
} from '@academy/contracts';

/** A route filled by a remote's exposed module: a public page, or an admin screen. */
export interface RemoteRoute {
  path: string;
  remote: string;
  expose: string;
}

/** A menu entry: the menu, the route table and the preloading all read these. */
export interface SitePage extends RemoteRoute {
  label: string;
}

/** A sidebar entry: a screen's, with the roles that see it (SectionScreen's `roles`). */
export type AdminMenuEntry = SitePage & Pick<SectionScreen, 'roles'>;

/** The site as the sections declare it (the runtime config carries their routes). */
export interface SiteMap {
  /** The public navigation, in the sections' order. */
  publicMenu: SitePage[];
  /** The admin sidebar, in the sections' order. */
  adminMenu: AdminMenuEntry[];
  pageRoutes: RemoteRoute[];
  /** Below /admin. */
  screenRoutes: RemoteRoute[];
}

export const PRIVACY_POLICY_PATH = PRIVACY_PATH;
export const ADMIN_HOME_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';

const withLabel = <T extends { label?: string }>(entry: T): entry is T & { label: string } => !!entry.label;

/** The menus and routes of the sections, ordered as the sections ask (then by name). */
export function siteMap(sections: readonly SiteSection[]): SiteMap {
  const ordered = [...sections].sort(bySectionOrder);
  const pageRoutes = ordered.flatMap((section) =>
    section.pages.flatMap((page) =>
      page.expose ? [{ ...page, expose: page.expose, remote: pagesRemote(section) }] : [],
    ),
  );
  const screenRoutes = ordered.flatMap((section) =>
    section.screens.map((screen) => ({ ...screen, remote: screensRemote(section) })),
  );
  return {
    publicMenu: pageRoutes
      .filter(withLabel)
      .map(({ label, path, remote, expose }) => ({ label, path, remote, expose })),
    adminMenu: screenRoutes.filter(withLabel).map(({ label, path, remote, expose, roles }) => ({
      label,
      path: `/admin/${path}`,
      remote,
      expose,
      roles,
    })),
    pageRoutes: pageRoutes.map(({ path, remote, expose }) => ({ path, remote, expose })),
    screenRoutes: screenRoutes.map(({ path, remote, expose }) => ({ path, remote, expose })),
  };
}

export const SiteMapContext = createContext<SiteMap>(siteMap([]));

/** The site map the routes were made from. */
export const useSiteMap = () => useContext(SiteMapContext);
