import type { Arm, RegistryAction } from '@academy/contracts';

/** The Releases screen's sentences. Those that report a success say so, for the status line's colour rule. */
export const RELEASE_TEXTS = {
  loadError: 'Failed to load the releases',
  noRemotes: 'This site has no remotes.',
  current: 'Current release',
  canary: 'Canary',
  noCanary: 'No canary: every visitor gets the current release.',
  autoPromoteOn: 'On: promoted by itself once it has baked without harming visitors',
  autoPromoteOff: 'Off: promote it by hand',
  previous: 'Previous release',
  noPrevious: 'No previous release: there is nothing to roll back to.',
  builtHere: 'built on this server',
  noDigest: 'None: a build on the server’s own disk is not pinned',
  notRecorded: 'Not recorded',
  shared: 'Shared modules',
  noShared: 'Its manifest requires no shared modules.',
  notProvided: 'Not provided',
  anyVersion: 'Any version',
  matches: 'Matches',
  mismatch: 'Does not match',
  health: 'Health',
  lastHour: 'Last hour',
  sinceCanary: 'Since the canary began',
  healthError: 'Failed to load the health figures',
  noViews: 'No views were reported in this time.',
  noData: 'No data',
  history: 'History',
  noHistory: 'Nobody has changed this remote’s release yet.',
  copy: 'Copy',
  copied: (what: string) => `The digest of ${what} was copied successfully`,
  copyError: 'The digest could not be copied: select it and copy it by hand.',
  rollBack: 'Roll back',
  rollBackLabel: (remote: string) => `Roll back ${remote}`,
  rollBackConfirm: (remote: string, from: string, to: string) =>
    `Roll ${remote} back from ${from} to ${to}? Every visitor gets ${to} at once.`,
  rolledBack: (remote: string, to: string) => `${remote} rolled back to ${to} successfully`,
  rollBackError: 'Failed to roll back',
  endCanary: 'End canary',
  endCanaryLabel: (remote: string) => `End the canary of ${remote}`,
  endCanaryConfirm: (remote: string, canary: string, current: string) =>
    `End the canary of ${remote}? Its visitors get ${current} again instead of ${canary}.`,
  canaryEnded: (remote: string) => `The canary of ${remote} ended successfully`,
  endCanaryError: 'Failed to end the canary',
  promote: 'Promote canary',
  promoteLabel: (remote: string) => `Promote the canary of ${remote}`,
  promoteConfirm: (remote: string, canary: string, current: string) =>
    `Promote ${canary} of ${remote} to every visitor? ${current} becomes the previous release.`,
  promoted: (remote: string, version: string) => `${remote} ${version} promoted successfully`,
  promoteError: 'Failed to promote the canary',
} as const;

const ACTIONS: Record<RegistryAction, string> = {
  set: 'Release set',
  rollback: 'Rolled back',
  canary: 'Canary started',
  'canary-off': 'Canary ended',
  reset: 'Back to the initial release',
  'canary-promote': 'Canary promoted',
  'canary-rollback': 'Canary rolled back',
};

/** A history entry's action in words: 'Canary started at 20%'. */
export function actionName(action: RegistryAction, percent: number | null): string {
  const name = ACTIONS[action] ?? action;
  return percent === null ? name : `${name} at ${percent}%`;
}

export const armName = (arm: Arm) => (arm === 'canary' ? 'Canary' : 'Stable');

/** How many hex digits of a digest the screen shows; the whole is in its title and copied. */
const SHORT_DIGEST = 12;
export const shortDigest = (digest: string) => digest.slice(0, SHORT_DIGEST);

/** A share (0 to 1) as a percentage with one decimal: '3.3%'. */
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A count and its share of the views: '12 (3.3%)'; just the count without views. */
export const countOfViews = (count: number, views: number) =>
  views > 0 ? `${count} (${formatShare(count / views)})` : String(count);

export const formatMs = (ms: number | null) => (ms === null ? RELEASE_TEXTS.noData : `${Math.round(ms)} ms`);
export const formatCls = (cls: number | null) => (cls === null ? RELEASE_TEXTS.noData : cls.toFixed(2));

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A span as people say it: '45 minutes', '1 hour 5 minutes', '3 days 2 hours'; fractions of a minute kept ('0.5 minutes'). */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return plural(Math.round(minutes * 10) / 10, 'minute');
  const whole = Math.floor(minutes);
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return [plural(Math.floor(whole / 60), 'hour'), rest ? plural(rest, 'minute') : '']
      .filter(Boolean)
      .join(' ');
  }
  const hours = Math.floor(whole / 60) % 24;
  return [plural(Math.floor(whole / (24 * 60)), 'day'), hours ? plural(hours, 'hour') : '']
    .filter(Boolean)
    .join(' ');
}
