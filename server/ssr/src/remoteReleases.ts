import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_RELEASE_FILE_BYTES, fetchFromOrigin, integrityOf, releaseUrl } from './origins';

/** A remote's server build sits beside its browser build, with the same build id. */
export const SERVER_DIR = 'server';
export const BUILD_ID_FILE = 'build-id.txt';
/** A release's manifest, at the root of its folder: the registry names it, release.json pins it. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** How long a release's file that did not match its pin stays refused before it is fetched again. */
const REFUSED_FOR_MS = 60_000;

const REMOTE_NAME = /^[a-z0-9-]+$/;
const DIGEST = /^[0-9a-f]{64}$/;
/** A file of a release: folders and names of letters, digits, `.`, `_` and `-`, none starting with a dot. */
const RELEASE_FILE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
/** A default registry entry: the remote's build in this deployment. */
const LOCAL_BUILD = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/;
/** A release folder this deployment serves (`npm run release`), under STATIC_ROOT/releases. */
const LOCAL_RELEASE = /^\/releases\/([a-z0-9-]+)\/([0-9A-Za-z][0-9A-Za-z.+-]*)\/mf-manifest\.json$/;

/**
 * A release as its release.json pins it (stored by the API server when a registry entry was set
 * to it): every file of its browser and server builds by its path in the release's folder, with
 * its Subresource Integrity string (`sha256-<base64>`).
 */
export interface PinnedRelease {
  remote: string;
  version: string;
  buildId: string;
  files: Record<string, string>;
}

/** Where the server may take remotes' code from. */
export interface RemoteSourceOptions {
  /** Where each remote of this deployment is built (its browser build, its server build in server/). */
  remoteFolders: ReadonlyMap<string, string>;
  /** The deployment's static files: its releases are in releases/ under it. */
  staticRoot: string;
  /**
   * Where on other origins a registry entry may point (REMOTE_ORIGINS, each an origin or a URL
   * prefix such as https://cdn.example.org/academy/): the server runs a release from there only
   * as its pin has it.
   */
  remotePrefixes: readonly string[];
  /** The site's public address: an entry at its origin is a path on this site. */
  publicUrl?: string;
}

/** How the server checks releases from other origins, and whom it tells when one fails the check. */
export interface PinOptions {
  /** The pinned release.json with this digest (a registry entry's), or undefined when none is stored. */
  pinnedRelease(digest: string): Promise<PinnedRelease | undefined>;
  /**
   * A file of a pinned release did not match its pin (or is not in it): nothing of it was used,
   * and the slot it was for is left to the browser (whose own check refuses the file too).
   */
  onIntegrityFailure?(remote: string, file: string, manifestUrl: string): void;
}

/**
 * Where a registry entry's manifest is: a folder on this deployment's disk (with the URL path the
 * browser asks for it at), whether the entry is a path or a URL at the site's own origin; or a URL
 * on an allowed origin (see releaseUrl). Undefined for anywhere else.
 */
export type ManifestSource = { kind: 'disk'; folder: string; urlPath: string } | { kind: 'origin'; url: URL };

export function manifestSource(
  manifestUrl: string,
  options: RemoteSourceOptions,
): ManifestSource | undefined {
  const urlPath = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const build = LOCAL_BUILD.exec(manifestUrl);
  if (build) {
    const folder = options.remoteFolders.get(build[1]);
    return folder ? { kind: 'disk', folder, urlPath } : undefined;
  }
  const release = LOCAL_RELEASE.exec(manifestUrl);
  if (release) {
    const folder = path.join(options.staticRoot, 'releases', release[1], release[2]);
    return { kind: 'disk', folder, urlPath };
  }
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return undefined;
  }
  if (options.publicUrl && new URL(options.publicUrl).origin === url.origin) {
    return url.search || url.hash || url.href !== manifestUrl
      ? undefined
      : manifestSource(url.pathname, options);
  }
  const judged = releaseUrl(manifestUrl, options.remotePrefixes);
  return 'url' in judged ? { kind: 'origin', url: judged.url } : undefined;
}

/**
 * Work done once per key: callers asking at the same time share one promise, and its result is
 * kept (what it reads is immutable: a release). A failure is forgotten, so a later call tries
 * again; a file that did not match its pin (ReleaseIntegrityError) only after REFUSED_FOR_MS, so a
 * changed file is not fetched (and reported) again on every page.
 */
export function oncePerKey<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const results = new Map<string, Promise<T>>();
  return (key, work) => {
    let result = results.get(key);
    if (!result) {
      const started = work();
      const forget = () => {
        if (results.get(key) === started) results.delete(key);
      };
      started.catch((error: unknown) => {
        if (error instanceof ReleaseIntegrityError) setTimeout(forget, REFUSED_FOR_MS).unref();
        else forget();
      });
      results.set(key, started);
      result = started;
    }
    return result;
  };
}

/** A file of a pinned release that is not what its pin says (or that its pin does not list). */
export class ReleaseIntegrityError extends Error {
  constructor(
    readonly remote: string,
    readonly file: string,
    url: string,
    what: string,
  ) {
    super(`${url}: ${file} of ${remote} ${what}; nothing of it is used`);
    this.name = 'ReleaseIntegrityError';
  }
}

/** A release on another origin with its pin: what every file fetched from it is checked against. */
export interface Pinned {
  remote: string;
  manifestUrl: URL;
  digest: string;
  release: PinnedRelease;
}

/** The pin with this digest, for `remote`; throws when there is none (the slot is the browser's). */
export async function pinnedOf(
  options: PinOptions,
  remote: string,
  manifestUrl: URL,
  digest: string | undefined,
): Promise<Pinned> {
  if (!digest) throw new Error(`${manifestUrl.href} has no pin: the browser renders ${remote}`);
  if (!DIGEST.test(digest)) throw new Error(`"${digest}" is not a release's digest`);
  const release = await options.pinnedRelease(digest);
  if (!release) throw new Error(`No release is pinned as ${digest}`);
  if (release.remote !== remote)
    throw new Error(`The release pinned as ${digest} is ${release.remote}, not ${remote}`);
  return { remote, manifestUrl, digest, release };
}

/**
 * `file` (a path in the release's folder) of a pinned release, fetched beside its manifest and
 * checked against its pin. A mismatch, or a file the pin does not list, is reported
 * (onIntegrityFailure) and thrown as a ReleaseIntegrityError.
 */
export async function fetchPinnedFile(
  options: PinOptions,
  { remote, manifestUrl, release }: Pinned,
  file: string,
  maxBytes: number,
): Promise<Buffer> {
  const refuse = (what: string) => {
    options.onIntegrityFailure?.(remote, file, manifestUrl.href);
    return new ReleaseIntegrityError(remote, file, manifestUrl.href, what);
  };
  const pinned = release.files[file];
  if (!pinned || !RELEASE_FILE_PATH.test(file)) throw refuse('is not in its pinned release.json');
  const bytes = await fetchFromOrigin(new URL(file, manifestUrl), maxBytes);
  if (integrityOf(bytes) !== pinned) throw refuse('does not match its pinned release.json');
  return bytes;
}

const exists = (target: string) =>
  fs.stat(target).then(
    () => true,
    () => false,
  );

/**
 * Every server file of the pinned release into `<target>/server`, each checked against the pin
 * before anything is written where it could be loaded: written into a folder of its own first and
 * renamed at the end, so `target` is whole and checked, or absent, whatever fails or runs at once.
 */
async function download(options: PinOptions, pinned: Pinned, files: string[], target: string): Promise<void> {
  const temporary = `${target}.${process.pid}.${randomUUID()}.downloading`;
  try {
    // Every write has ended before the folder is removed, whichever failed.
    const results = await Promise.allSettled(
      files.map(async (file) => {
        const bytes = await fetchPinnedFile(options, pinned, file, MAX_RELEASE_FILE_BYTES);
        await fs.mkdir(path.dirname(path.join(temporary, file)), { recursive: true });
        await fs.writeFile(path.join(temporary, file), bytes);
      }),
    );
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    // A file that does not match its pin says more than one that could not be had.
    const failure = failures.find((reason) => reason instanceof ReleaseIntegrityError) ?? failures[0];
    if (failure) throw failure;
    await fs.rename(temporary, target).catch(async (error: unknown) => {
      // Another download of the same release got there first (a render at once, another server).
      if (!(await exists(target))) throw error;
    });
  } finally {
    await fs.rm(temporary, { recursive: true, force: true });
  }
}

/**
 * The server build of the pinned release at `pinned.manifestUrl` (another origin), on this
 * server's disk: the files its pin lists under server/ (not what the origin lists), fetched and
 * checked into `<cacheDir>/<remote>/<digest>/server/` unless they are there already (a folder
 * there was checked before it was named so). The entry to require.
 */
export async function downloadedServerBuild(
  options: PinOptions,
  pinned: Pinned,
  cacheDir: string,
): Promise<{ file: string; version: string }> {
  const { remote, digest } = pinned;
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote's name`);
  const entry = `${SERVER_DIR}/remoteEntry.js`;
  const files = Object.keys(pinned.release.files).filter((file) => file.startsWith(`${SERVER_DIR}/`));
  if (!files.includes(entry)) throw new Error(`${pinned.manifestUrl.href}: its pin has no server build`);
  const target = path.join(cacheDir, remote, digest);
  await fs.mkdir(path.dirname(target), { recursive: true });
  if (!(await exists(target))) await download(options, pinned, files, target);
  return { file: path.join(target, entry), version: digest };
}
