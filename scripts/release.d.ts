// Types of release.js (`npm run release -- <remote>`), for its tests.
export interface ReleasedRemote {
  name: string;
  kind: 'pages' | 'screens';
  /** The section's folder: its package.json gives the version. */
  dir: string;
  /** What in the folder its bundles are made from (its build id). */
  inputs?: string[];
}

export interface Release {
  version: string;
  folder: string;
  /** The manifest's URL path, `/releases/<remote>/<version>/mf-manifest.json`. */
  manifest: string;
  /** What pins the release: the SHA-256 (hex) of its release.json. */
  digest: string;
  /** False when the release existed already (it is never overwritten). */
  created: boolean;
}

export interface ReleaseOptions {
  releasesDir?: string;
  /** Makes the builds into `outDir` (webpack's by default). */
  build?: (remote: ReleasedRemote, outDir: string) => Promise<void>;
  /** The build id of the remote's sources (webpack/buildId.js by default). */
  fingerprint?: (dir: string, inputs?: string[]) => string;
}

export const FILES_LIST: string;
export class ReleaseError extends Error {}
export function releaseVersion(packageVersion: string, buildId: string): string;
export function manifestUrlPath(remoteName: string, version: string): string;
export function findRemote<T extends { name: string }>(name: string, remotes: T[]): T;
export function release(remote: ReleasedRemote, options?: ReleaseOptions): Promise<Release>;
