import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  type RuntimeConfig,
  type SectionDefinition,
  defaultManifestUrl,
  sectionRemoteNames,
  siteSection,
} from '@academy/contracts';

/**
 * The deployment's registry file ({ name: manifestUrl }), read on every call so a remote can be
 * moved or re-shipped without a restart. A missing or broken file leaves the defaults in force.
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
 * What the shell starts with: the API's origin, where each remote is loaded from (its build on
 * this server unless the registry file says otherwise), and every section's routes.
 */
export async function runtimeConfig(
  options: { apiOrigin: string; remoteRegistryFile?: string },
  sections: readonly SectionDefinition[],
  log: FastifyBaseLogger,
): Promise<RuntimeConfig> {
  const defaults = Object.fromEntries(
    sections.flatMap(sectionRemoteNames).map((name) => [name, defaultManifestUrl(name)]),
  );
  const overrides = options.remoteRegistryFile ? await readRegistryFile(options.remoteRegistryFile, log) : {};
  return {
    apiOrigin: options.apiOrigin,
    remotes: { ...defaults, ...overrides },
    sections: sections.map(siteSection),
  };
}
