import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A remote's server build sits beside its browser build, with the same build id. */
export const SERVER_DIR = 'server';
export const BUILD_ID_FILE = 'build-id.txt';
/** The server build's files, listed by `npm run release` for a server that fetches them. */
const FILES_LIST = 'files.json';
/** How long one request to another origin may take, its body included. */
const FETCH_BOUND_MS = 5000;

const REMOTE_NAME = /^[a-z0-9-]+$/;
const BUILD_ID = /^[0-9a-f]{16,128}$/;
/** A file of a server build: folders and names of letters, digits, `.`, `_` and `-`, none starting with a dot. */
const BUILD_FILE = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
/** A default registry entry: the remote's build in this deployment. */
const LOCAL_BUILD = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/;
/** A release folder this deployment serves (`npm run release`), under STATIC_ROOT/releases. */
const LOCAL_RELEASE = /^\/releases\/([a-z0-9-]+)\/([0-9A-Za-z][0-9A-Za-z.+-]*)\/mf-manifest\.json$/;

/** Where the server may take remotes' code from. */
export interface RemoteSourceOptions {
  /** Where each remote of this deployment is built (its browser build, its server build in server/). */
  remoteFolders: ReadonlyMap<string, string>;
  /** The deployment's static files: its releases are in releases/ under it. */
  staticRoot: string;
  /** Other origins a registry entry may point at, whose releases the server fetches and runs. */
  remoteOrigins: readonly string[];
  /** The site's public address: an entry at its origin is a path on this site. */
  publicUrl?: string;
}

/**
 * Where a registry entry's manifest is: a folder on this deployment's disk (with the URL path the
 * browser asks for it at), whether the entry is a path or a URL at the site's own origin; or a URL
 * on an allowed origin. Undefined for anywhere else.
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
    return url.search || url.hash ? undefined : manifestSource(url.pathname, options);
  }
  const allowed = options.remoteOrigins.some((origin) => new URL(origin).origin === url.origin);
  const isManifest = url.pathname.endsWith('/mf-manifest.json') && !url.search && !url.hash;
  return allowed && isManifest && ['http:', 'https:'].includes(url.protocol)
    ? { kind: 'origin', url }
    : undefined;
}

/**
 * A GET to an allowed origin, within FETCH_BOUND_MS (its body too). A redirect is a failure: it
 * could lead anywhere, past the list of allowed origins.
 */
async function fetchWithin(url: URL): Promise<Response> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_BOUND_MS) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response;
}

export const fetchText = async (url: URL) => (await fetchWithin(url)).text();

/**
 * Work done once per key: callers asking at the same time share one promise, and its result is
 * kept (what it reads is immutable: a release). A failure is forgotten, so a later call tries again.
 */
export function oncePerKey<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const results = new Map<string, Promise<T>>();
  return (key, work) => {
    let result = results.get(key);
    if (!result) {
      result = work();
      results.set(key, result);
      result.catch(() => results.delete(key));
    }
    return result;
  };
}

const exists = (target: string) =>
  fs.stat(target).then(
    () => true,
    () => false,
  );

/** The file names a server build's files.json lists, each a path inside the build's folder. */
function filesOf(list: string): string[] {
  const files: unknown = JSON.parse(list);
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string' && BUILD_FILE.test(file))) {
    throw new Error(`${FILES_LIST} is not a list of file names`);
  }
  for (const needed of ['remoteEntry.js', BUILD_ID_FILE]) {
    if (!files.includes(needed)) throw new Error(`${FILES_LIST} does not list ${needed}`);
  }
  return files as string[];
}

/**
 * Every file of the server build at `serverUrl` into `<target>/server`: written into a folder of
 * its own first and renamed at the end, so `target` is whole or absent, whatever fails or runs at once.
 */
async function download(serverUrl: URL, target: string, buildId: string): Promise<void> {
  const files = filesOf(await fetchText(new URL(FILES_LIST, serverUrl)));
  const temporary = `${target}.${process.pid}.${randomUUID()}.downloading`;
  const written = (file: string) => path.join(temporary, SERVER_DIR, file);
  try {
    // Every write has ended before the folder is removed, whichever failed.
    const results = await Promise.allSettled(
      files.map(async (file) => {
        const bytes = Buffer.from(await (await fetchWithin(new URL(file, serverUrl))).arrayBuffer());
        await fs.mkdir(path.dirname(written(file)), { recursive: true });
        await fs.writeFile(written(file), bytes);
      }),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const downloadedId = (await fs.readFile(written(BUILD_ID_FILE), 'utf8')).trim();
    if (downloadedId !== buildId) throw new Error(`${serverUrl.href} changed while it was downloaded`);
    await fs.rename(temporary, target).catch(async (error: unknown) => {
      // Another download of the same build got there first (a render at once, another server).
      if (!(await exists(path.join(target, SERVER_DIR, BUILD_ID_FILE)))) throw error;
    });
  } finally {
    await fs.rm(temporary, { recursive: true, force: true });
  }
}

/**
 * The server build of the release at `manifestUrl` (another origin), on this server's disk: its
 * browser and server builds must carry one build id; its files are fetched into
 * `<cacheDir>/<remote>/<build id>/server/` unless they are there already. The entry to require.
 */
export async function downloadedServerBuild(
  remote: string,
  manifestUrl: URL,
  cacheDir: string,
): Promise<{ file: string; version: string }> {
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote's name`);
  const serverUrl = new URL(`${SERVER_DIR}/`, manifestUrl);
  const [browserId, serverId] = (
    await Promise.all([
      fetchText(new URL(BUILD_ID_FILE, manifestUrl)),
      fetchText(new URL(BUILD_ID_FILE, serverUrl)),
    ])
  ).map((id) => id.trim());
  // A browser build without its own server build would hydrate what another version rendered.
  if (browserId !== serverId) throw new Error(`${manifestUrl.href}: its browser and server builds differ`);
  if (!BUILD_ID.test(serverId)) throw new Error(`${manifestUrl.href}: its build id is not one`);
  const target = path.join(cacheDir, remote, serverId);
  await fs.mkdir(path.dirname(target), { recursive: true });
  if (!(await exists(path.join(target, SERVER_DIR, BUILD_ID_FILE))))
    await download(serverUrl, target, serverId);
  return { file: path.join(target, SERVER_DIR, 'remoteEntry.js'), version: serverId };
}
