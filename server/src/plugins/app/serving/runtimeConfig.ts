import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  type RuntimeConfig,
  type SectionDefinition,
  defaultManifestUrl,
  sectionRemoteNames,
} from '@academy/contracts';

/** A remote's live registry entry: where visitors load it from, and its canary if it has one. */
export interface LiveEntry {
  url: string;
  canary: { url: string; percent: number } | null;
}

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
 * falls under its percentage; an administrator's own overrides above all), and every section's
 * routes.
 */
export function runtimeConfig(options: {
  apiOrigin: string;
  /** The sections as the shell knows them (siteSection). */
  sections: RuntimeConfig['sections'];
  initial: Record<string, string>;
  live: Record<string, LiveEntry>;
  bucket: number;
  overrides?: Record<string, string>;
}): RuntimeConfig {
  const overrides = Object.fromEntries(
    Object.entries(options.overrides ?? {}).filter(([name]) => name in options.initial),
  );
  const remotes = Object.fromEntries(
    Object.entries(options.initial).map(([name, url]) => {
      const entry = options.live[name];
      if (overrides[name]) return [name, overrides[name]];
      if (!entry) return [name, url];
      const inCanary = entry.canary !== null && options.bucket < entry.canary.percent;
      return [name, inCanary ? entry.canary!.url : entry.url];
    }),
  );
  return {
    apiOrigin: options.apiOrigin,
    remotes,
    sections: options.sections,
    ...(Object.keys(overrides).length > 0 && { overrides }),
  };
}
