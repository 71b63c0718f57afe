import type { RedirectStatus } from '@academy/contracts';

/** The Redirects screen's sentences. */
export const REDIRECT_TEXTS = {
  heading: 'Redirects',
  add: 'Add a redirect',
  change: (from: string) => `Change the redirect from ${from}`,
  empty: 'No redirects yet.',
  loadError: 'Failed to load redirects',
  saveError: 'Failed to save the redirect',
  deleteError: 'Failed to delete the redirect',
  added: (from: string) => `Redirect from ${from} added`,
  changed: (from: string) => `Redirect from ${from} changed`,
  deleted: (from: string) => `Redirect from ${from} deleted`,
  fromHint: 'A path of this site that no page uses any more, such as /old-timetable.',
  toHint: 'A path of this site, such as /classes, or an address starting with https://.',
  fromRequired: 'From is required',
  toRequired: 'To is required',
} as const;

export const STATUS_NAMES: Readonly<Record<RedirectStatus, string>> = {
  301: 'Moved for good (301)',
  302: 'Moved for now (302)',
};
