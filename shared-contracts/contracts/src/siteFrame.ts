import {
  contactInfo,
  contactInfoBody,
  dashboardHero,
  dashboardHeroBody,
  privacyPolicy,
  privacyPolicyBody,
} from './schemas/content';
import type { SectionRecord } from './section';

/** A record of the site frame: a section's record that the shell reads too. */
export type FrameRecord = SectionRecord & {
  /** The key of the section that owns and edits it. */
  owner: string;
};

/**
 * The records every public page shows around itself (the header's name and logo, the footer's
 * contact details and privacy excerpt). The dashboard and contact sections own and edit them;
 * the shell reads them, so their contract lives here rather than in either section.
 */
export const SITE_FRAME = {
  brand: {
    owner: 'dashboard',
    path: '/dashboard/hero',
    block: 'hero',
    method: 'POST',
    body: dashboardHeroBody,
    record: dashboardHero,
    imageField: 'logo',
    imageRequired: 'Name and logo are required',
  },
  privacy: {
    owner: 'dashboard',
    path: '/dashboard/privacy',
    block: 'privacy',
    method: 'POST',
    body: privacyPolicyBody,
    record: privacyPolicy,
  },
  contact: {
    owner: 'contact',
    path: '/contact/contacts',
    block: 'info',
    body: contactInfoBody,
    record: contactInfo,
  },
} as const satisfies Record<string, FrameRecord>;
