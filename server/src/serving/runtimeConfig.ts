import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RuntimeConfig, defaultManifestUrl } from '@academy/contracts';

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

export async function runtimeConfig(
  options: { apiOrigin: string; remoteRegistryFile?: string },
  log: FastifyBaseLogger,
): Promise<RuntimeConfig> {
  const defaults = Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultManifestUrl(name)]));
  const overrides = options.remoteRegistryFile ? await readRegistryFile(options.remoteRegistryFile, log) : {};
  return { apiOrigin: options.apiOrigin, remotes: { ...defaults, ...overrides } };
}
