/** Where a built remote is served by default; a deployment's registry may say otherwise. */
export function defaultManifestUrl(name: string): string {
  return `/remotes/${name}/mf-manifest.json`;
}

/** The name a remote's container registers under in the federation runtime. */
export function federationName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}
