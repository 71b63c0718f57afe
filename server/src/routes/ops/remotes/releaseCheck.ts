import { createHash } from 'node:crypto';
import semver from 'semver';
import { RELEASE_FILE, federationName } from '@academy/contracts';
import {
  MANIFEST_FILE,
  MAX_MANIFEST_BYTES,
  type PinnedRelease,
  fetchFromOrigin,
  integrityOf,
  notAManifestUrl,
  releaseUrl,
  rewrittenUrlRefusal,
} from '@academy/ssr';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { unpinnedReleaseName } from '../../../repositories/remoteRegistry';
import { savePinnedRelease } from '../../../repositories/remoteReleases';
import { HttpError, badRequest } from '../../../services/httpErrors';
import { httpOrigin, sitePath } from '../../../services/urls';

/** The shared runtime every remote is handed by the shell (webpack/shared.js shares it strictly). */
export const RUNTIME_PACKAGE = '@academy/runtime';

const unprocessable = (message: string) => new HttpError(422, message);

/** A manifest's text, from this site or another origin; throws with the reason it could not be had. */
export type FetchManifest = (url: string) => Promise<string>;

interface Manifest {
  name?: unknown;
  exposes?: { name?: unknown }[];
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

/** A URL must be stored as it is read: one that a parser would read otherwise is refused, not mended. */
function writtenAsRead(raw: string, parsed: string): string {
  const refusal = rewrittenUrlRefusal(raw, parsed);
  if (refusal) throw badRequest(refusal);
  return raw;
}

/**
 * Where a registry entry may point: a path on this site, a URL on the site's own origin, or the
 * manifest of a release under one of REMOTE_ORIGINS' prefixes (see releaseUrl). Every URL is
 * judged as a browser parses it, and must be written so (no tab, newline, backslash or dot
 * segment, plain or encoded): `/<tab>/evil.example/` is another host, `/a/%2e%2e/b/` another
 * folder. Answers the URL as it is stored; throws a 400 with a sentence.
 */
export function allowedRemoteUrl(url: string, siteOrigin: string, remotePrefixes: readonly string[]): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('/')) {
    const path = sitePath(trimmed);
    if (path === undefined) throw badRequest(notAManifestUrl(trimmed));
    return writtenAsRead(trimmed, path);
  }
  if (httpOrigin(trimmed) === siteOrigin) return writtenAsRead(trimmed, new URL(trimmed).href);
  const judged = releaseUrl(trimmed, remotePrefixes);
  if ('refusal' in judged) throw badRequest(judged.refusal);
  return trimmed;
}

/**
 * A release is checked before any visitor gets it: its manifest must be fetched and parsed, be
 * the remote it is set for, expose every module the section's routes load, and need no newer
 * shared runtime than the shell provides. Throws a 422 with a sentence naming what is wrong.
 */
export async function checkRelease(options: {
  remote: string;
  url: string;
  modules: readonly string[];
  runtimeVersion: string;
  fetchManifest: FetchManifest;
}): Promise<void> {
  const { remote, url, modules, runtimeVersion } = options;
  let text: string;
  try {
    text = await options.fetchManifest(url);
  } catch (error) {
    throw unprocessable(`The manifest at ${url} could not be fetched: ${(error as Error).message}.`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    manifest = {};
  }
  if (typeof manifest !== 'object' || manifest === null || typeof manifest.name !== 'string') {
    throw unprocessable(`The file at ${url} is not a module federation manifest (mf-manifest.json).`);
  }
  if (manifest.name !== federationName(remote)) {
    throw unprocessable(`The manifest at ${url} is the remote "${manifest.name}", not "${remote}".`);
  }
  const exposed = new Set((manifest.exposes ?? []).map((entry) => String(entry.name).replace(/^\.\//, '')));
  const missing = modules.filter((module) => !exposed.has(module));
  if (missing.length) {
    throw unprocessable(
      `The manifest at ${url} does not expose ${missing.join(', ')}, which the routes of ${remote} load.`,
    );
  }
  const runtime = (manifest.shared ?? []).find((entry) => entry.name === RUNTIME_PACKAGE);
  const required = typeof runtime?.requiredVersion === 'string' ? runtime.requiredVersion : undefined;
  if (required && !semver.satisfies(runtimeVersion, required)) {
    throw unprocessable(
      `The release needs ${RUNTIME_PACKAGE} ${required}, but the shell provides ${runtimeVersion}: release it against the shell's runtime, or ship the shell first.`,
    );
  }
}

/** A release's version, as `npm run release` names it (`1.0.0-3f9a2c1b7d`): one folder name. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,99}$/;
const BUILD_ID = /^[0-9a-f]{16,128}$/;
/** A path in a release's folder: forward slashes, no segment starting with a dot (no `..`). */
const RELEASE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
/** A Subresource Integrity string of SHA-256 (a file's hash, in base64). */
const SHA256_INTEGRITY = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * A release.json's bytes as the pin of `remote`: UTF-8 JSON with the remote, its version, its
 * build id and every file of the release (a path in its folder, its manifest among them) with its
 * SHA-256 integrity. Throws a 422 naming what is wrong.
 */
function releaseOf(bytes: Buffer, remote: string, where: string): { text: string; release: PinnedRelease } {
  const refuse = (what: string) => unprocessable(`The ${RELEASE_FILE} beside ${where} ${what}.`);
  let text = '';
  let parsed: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refuse('is not a JSON object: write it with npm run release');
  }
  const { remote: named, version, buildId, files } = parsed as Partial<Record<keyof PinnedRelease, unknown>>;
  if (named !== remote) throw refuse(`is the release of "${String(named)}", not of "${remote}"`);
  if (typeof version !== 'string' || !VERSION.test(version))
    throw refuse('gives no version such as 1.0.0-3f9a2c1b7d');
  if (typeof buildId !== 'string' || !BUILD_ID.test(buildId)) throw refuse('gives no build id (hex)');
  if (typeof files !== 'object' || files === null || Array.isArray(files)) throw refuse('lists no files');
  for (const [file, integrity] of Object.entries(files)) {
    if (!RELEASE_PATH.test(file)) {
      throw refuse(`lists ${JSON.stringify(file)}, which is no path in the release's folder`);
    }
    if (typeof integrity !== 'string' || !SHA256_INTEGRITY.test(integrity)) {
      throw refuse(`gives ${file} ${JSON.stringify(integrity)}, which is no sha256-<base64> integrity`);
    }
  }
  const pinnedFiles = files as Record<string, string>;
  if (!pinnedFiles[MANIFEST_FILE]) throw refuse(`does not list ${MANIFEST_FILE}`);
  return { text, release: { remote, version, buildId, files: pinnedFiles } };
}

/** What setting an entry to a release stores in it: the URL, the pin's digest and the version. */
export interface PinnedEntry {
  url: string;
  /** The SHA-256 of the release's release.json (hex); null for a build on this server's own disk. */
  digest: string | null;
  version: string;
}

/**
 * Pins the release a registry entry (or a canary, or a preview) is being set to, before anyone
 * gets it: its URL must be allowed (see allowedRemoteUrl: 400). A manifest on this server's own
 * disk (the remote's build, `/releases/<remote>/<version>/`) is the server's own file and needs no
 * pin. A release on another origin must have a release.json beside its manifest, for this remote,
 * whose manifest's SHA-256 is the one it lists; its exact bytes are stored under their digest
 * (remote_releases), which the entry then keeps: server rendering and browsers load only files
 * that match it. Refusals are 422 with a sentence, and store nothing. Responses are bounded in
 * time and size (fetchFromOrigin; `fetch` in tests).
 */
export async function pinRelease(options: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'remotePrefixes'>;
  remote: string;
  url: string;
  now: Date;
  fetch?: typeof fetchFromOrigin;
}): Promise<PinnedEntry> {
  const { db, config, remote, now, fetch = fetchFromOrigin } = options;
  const siteOrigin = new URL(config.publicUrl).origin;
  const url = allowedRemoteUrl(options.url, siteOrigin, config.remotePrefixes);
  if (url.startsWith('/') || httpOrigin(url) === siteOrigin) {
    return { url, digest: null, version: unpinnedReleaseName(new URL(url, siteOrigin).pathname) };
  }
  const fetched = async (file: string) => {
    const fileUrl = new URL(file, url);
    try {
      return await fetch(fileUrl, MAX_MANIFEST_BYTES);
    } catch (error) {
      throw unprocessable(`${fileUrl.href} could not be fetched: ${(error as Error).message}.`);
    }
  };
  const releaseBytes = await fetched(RELEASE_FILE);
  const { text, release } = releaseOf(releaseBytes, remote, url);
  const manifest = integrityOf(await fetched(MANIFEST_FILE));
  if (manifest !== release.files[MANIFEST_FILE]) {
    throw unprocessable(
      `The manifest at ${url} does not match its ${RELEASE_FILE} (which pins ${release.files[MANIFEST_FILE]}, not ${manifest}): it changed after the release was made, so it is not trusted.`,
    );
  }
  const digest = createHash('sha256').update(releaseBytes).digest('hex');
  await savePinnedRelease(db, { digest, manifestUrl: url, releaseJson: text, release, pinnedAt: now });
  return { url, digest, version: release.version };
}
