import semver from 'semver';
import { federationName } from '@academy/contracts';
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

/**
 * Where a registry entry may point: a path on this site, or a URL on the site's own origin or on
 * one of REMOTE_ORIGINS. Answers the URL as it is stored (a path as a browser reads it).
 */
export function allowedRemoteUrl(url: string, siteOrigin: string, remoteOrigins: readonly string[]): string {
  const trimmed = url.trim();
  // A path, judged and stored as a browser reads it (`/<tab>/evil.example/` is another host).
  const path = sitePath(trimmed);
  if (path !== undefined) return path;
  const origin = httpOrigin(trimmed);
  if (origin === undefined) {
    throw badRequest(`"${trimmed}" is not a manifest URL: give a path on this site or an http(s) URL.`);
  }
  if (origin !== siteOrigin && !remoteOrigins.includes(origin)) {
    const allowed = remoteOrigins.length ? `this site or ${remoteOrigins.join(', ')}` : 'this site only';
    throw badRequest(
      `${origin} is not an origin remotes may be loaded from (${allowed}): add it to REMOTE_ORIGINS first.`,
    );
  }
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
