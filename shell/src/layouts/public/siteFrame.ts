import { useRouteLoaderData } from 'react-router-dom';
import {
  SITE_FRAME,
  type ContactInfo,
  type DashboardHero,
  type Navigation,
  type PrivacyPolicy,
  type ContentReader,
  navigationPaths,
} from '@academy/contracts';
import { logLoadError } from '../../lib/logLoadError';

/** The public layout route's id: its loader's data is the frame around every page. */
export const SITE_FRAME_ROUTE = 'public-layout';

/**
 * What the header and footer show around every public page: the academy's name and logo, its
 * contact details, its privacy policy and the menu as staff arranged it. Each is null when nothing is saved; a failed call is
 * only logged (logLoadError) and is `undefined`, so the defaults (or the cached name) stay.
 */
export interface SiteFrame {
  brand: DashboardHero | null | undefined;
  contact: ContactInfo | null | undefined;
  policy: PrivacyPolicy | null | undefined;
  navigation: Navigation | null | undefined;
}

/** Loaded once with the first public page (in the browser or on the server), the four together. */
export async function loadSiteFrame(reader: ContentReader): Promise<SiteFrame> {
  const optional = <T>(path: string, what: string) =>
    reader.get<T | null>(path).catch((error: unknown) => {
      logLoadError(what, error);
      return undefined;
    });
  const [brand, contact, policy, navigation] = await Promise.all([
    optional<DashboardHero>(SITE_FRAME.brand.path, 'the company name and logo'),
    optional<ContactInfo>(SITE_FRAME.contact.path, 'the contact details'),
    optional<PrivacyPolicy>(SITE_FRAME.privacy.path, 'the privacy policy'),
    optional<Navigation>(navigationPaths.menu, 'the menu'),
  ]);
  return { brand, contact, policy, navigation };
}

export function useSiteFrame(): SiteFrame {
  return useRouteLoaderData(SITE_FRAME_ROUTE) as SiteFrame;
}
