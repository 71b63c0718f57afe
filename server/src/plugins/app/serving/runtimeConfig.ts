import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  type LiveRegistry,
  type RemoteRelease,
  type RuntimeConfig,
  type SectionDefinition,
  defaultManifestUrl,
  sectionRemoteNames,
} from '@academy/contracts';
import { unpinnedReleaseName } from '../../../repositories/remoteRegistry';
import type { ReleasePreview } from '../releasePreviews';

/**
 * A remote's live registry entry (GET /ops/remotes/live): where visitors load it from, its pin
 * (null for a build on this server's disk) and version, and its canary if it has one.
 */
export type LiveEntry = LiveRegistry[string];

/** A release a remote may be loaded from: its manifest, its pin (null: a build on this server's disk), its version. */
type LiveRelease = Omit<LiveEntry, 'canary'>;

/**
 * The pins a visitor's config may name (every current and canary release of the live registry,
 * and the release preview this browser opened): their browser integrity is looked up first.
 */
export const pinnedDigests = (live: Record<string, LiveEntry>, preview?: LiveRelease) => [
  ...new Set(
    [...Object.values(live).flatMap((entry) => [entry, entry.canary]), preview].flatMap(
      (release) => release?.digest ?? [],
    ),
  ),
];

/**
 * The deployment's registry file ({ name: manifestUrl }), read on every call: the entries a
 * remote has until the live registry first changes it. A missing or broken file leaves the
 * defaults in force.
 */
async function readRegistryFile(file: string, log: FastifyBaseLogger): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch (error) {
    log.warn({ err: error }, `Remote registry ${file} not used`);
    return {};
  }
}

/**
 * Where each remote is loaded from before the live registry says otherwise: its build on this
 * server, unless REMOTE_REGISTRY_FILE names another manifest. The builds' entries are worked out
 * once; the file is read on each call.
 */
export function initialEntries(
  options: { remoteRegistryFile?: string },
  sections: readonly SectionDefinition[],
): (log: FastifyBaseLogger) => Promise<Record<string, string>> {
  const defaults = Object.fromEntries(
    sections.flatMap(sectionRemoteNames).map((name) => [name, defaultManifestUrl(name)]),
  );
  const file = options.remoteRegistryFile;
  return async (log) => (file ? { ...defaults, ...(await readRegistryFile(file, log)) } : defaults);
}

/**
 * What the shell starts with for one visitor: the API's origin, where each remote is loaded from
 * (the live registry over the initial entries; a remote's canary when the visitor's bucket, 0-99,
 * falls under its percentage; a release preview this browser opened over both; an
 * administrator's own overrides above all), which release that is (its version and arm, for the
 * health reports; for a pinned release its digest and the integrity of every file the browser
 * fetches of it), and every section's routes. A remote an administrator overrode has no release:
 * it is their dev server.
 */
export function runtimeConfig(options: {
  apiOrigin: string;
  /** The sections as the shell knows them (siteSection). */
  sections: RuntimeConfig['sections'];
  initial: Record<string, string>;
  live: Record<string, LiveEntry>;
  /**
   * The browser integrity of the pins the config may name, by digest (see pinnedDigests). A pin
   * missing here is given none, so the browser loads no file of it: no section rather than one unchecked.
   */
  integrity: ReadonlyMap<string, Record<string, string>>;
  bucket: number;
  overrides?: Record<string, string>;
  /** A release preview this browser opened: one remote's release in place of the registry's. */
  preview?: ReleasePreview;
}): RuntimeConfig {
  const overrides = Object.fromEntries(
    Object.entries(options.overrides ?? {}).filter(([name]) => name in options.initial),
  );
  const preview = options.preview && options.preview.remote in options.initial ? options.preview : undefined;
  /** The release `name` is loaded from for this visitor, and its arm. */
  const chosen = (name: string, url: string): [LiveRelease, RemoteRelease['arm']] => {
    const entry = options.live[name];
    if (preview?.remote === name) return [preview, 'stable'];
    if (!entry) return [{ url, digest: null, version: unpinnedReleaseName(url) }, 'stable'];
    const inCanary = entry.canary !== null && options.bucket < entry.canary.percent;
    return inCanary ? [entry.canary!, 'canary'] : [entry, 'stable'];
  };
  const remotes: Record<string, string> = {};
  const releases: Record<string, RemoteRelease> = {};
  for (const [name, url] of Object.entries(options.initial)) {
    if (overrides[name]) {
      remotes[name] = overrides[name];
      continue;
    }
    const [{ url: releaseUrl, digest, version }, arm] = chosen(name, url);
    remotes[name] = releaseUrl;
    releases[name] = {
      version,
      arm,
      ...(digest !== null && { digest, integrity: options.integrity.get(digest) ?? {} }),
    };
  }
  return {
    apiOrigin: options.apiOrigin,
    remotes,
    releases,
    sections: options.sections,
    ...(Object.keys(overrides).length > 0 && { overrides }),
    ...(preview && {
      releasePreview: {
        remote: preview.remote,
        version: preview.version,
        expiresAt: preview.expiresAt.toISOString(),
      },
    }),
  };
}

/** This browser's own page (its overrides, its release preview) is never kept. */
export const ownPage = (runtime: RuntimeConfig) => Boolean(runtime.overrides || runtime.releasePreview);

/** How an answer made for this runtime config may be kept: never when it is this browser's own, else `otherwise`. */
export const cacheControlOf = (runtime: RuntimeConfig, otherwise: string) =>
  ownPage(runtime) ? 'private, no-store' : otherwise;
