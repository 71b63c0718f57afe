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
} as const;

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
