import remotes from '../remotes.json';

/** Every remote of the site, by its name in the registry, with the port of its dev server. */
export const REMOTES = remotes;

export type RemoteName = keyof typeof remotes;

export const REMOTE_NAMES = Object.keys(remotes) as RemoteName[];

/** Where a built remote is served by default; a deployment's registry file may say otherwise. */
export function defaultManifestUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

/** The name a remote's container registers under in the federation runtime. */
export function federationName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}
