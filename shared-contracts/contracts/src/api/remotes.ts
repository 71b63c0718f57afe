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
