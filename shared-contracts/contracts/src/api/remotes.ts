/** Where a built remote is served by default; a deployment's registry may say otherwise. */
export function defaultManifestUrl(name: string): string {
  return `/remotes/${name}/mf-manifest.json`;
}

/** The name a remote's container registers under in the federation runtime. */
export function federationName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}

/** The live remote registry below API_PREFIX: read by the servers, changed by administrators and deploy pipelines. */
export const remoteRegistryPaths = {
  /** Public: each remote's registry entry and canary, as every page load uses them. */
  live: '/ops/remotes/live',
  /** The registry with each remote's current, previous and canary entries and its history. */
  registry: '/ops/remotes',
  remote: (remote: string) => `/ops/remotes/${remote}`,
  rollback: (remote: string) => `/ops/remotes/${remote}/rollback`,
  canary: (remote: string) => `/ops/remotes/${remote}/canary`,
  /** The canary becomes the current entry (a person's promote; canary analysis does the same). */
  promote: (remote: string) => `/ops/remotes/${remote}/canary/promote`,
  /** What visitors lived through with each release and arm (`?minutes=60`). */
  health: (remote: string) => `/ops/remotes/${remote}/health`,
  /** A link that shows the whole site with one release of the remote, for review. */
  previews: (remote: string) => `/ops/remotes/${remote}/previews`,
} as const;

/**
 * Public: where every page view sends its one health report (navigator.sendBeacon). A whole path,
 * beside API_PREFIX rather than below it: it is nobody's admin call, and reads nothing of a session.
 */
export const HEALTH_REPORT_PATH = '/v1/api/health';

/** The release name of a remote built on the site's own disk, in reports and figures. */
export const LOCAL_RELEASE = 'local';

/** The file `npm run release` writes beside a release's manifest: what pins it. */
export const RELEASE_FILE = 'release.json';

/**
 * A release preview link's query (`/?release-preview=<token>`): opening it starts the preview in
 * that browser (a cookie) and leads to the same page without it. Any other value, such as
 * RELEASE_PREVIEW_END (the banner's link), ends the browser's preview.
 */
export const RELEASE_PREVIEW_QUERY = 'release-preview';
export const RELEASE_PREVIEW_END = 'end';
/** How long a release preview link shows its release: a day, like a draft's preview link. */
export const RELEASE_PREVIEW_HOURS = 24;

/**
 * A developer's overrides below API_PREFIX: remotes pointed at a dev server in one administrator's
 * browser only. `mine` clears this browser's (by its cookie; the banner's button).
 */
export const remoteOverridePaths = {
  overrides: '/ops/overrides',
  mine: '/ops/overrides/mine',
} as const;

/** Where the admin area's override panel is; its query may name overrides to apply (`?about=<url>`). */
export const REMOTE_OVERRIDES_SCREEN = '/admin/remote-overrides';
