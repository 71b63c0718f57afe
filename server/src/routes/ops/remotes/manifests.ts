import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SharedModule } from '@academy/contracts';
import { MAX_MANIFEST_BYTES, fetchFromOrigin } from '@academy/ssr';
import type { ReleaseEntry } from '../../../repositories/remoteRegistry';
import { HttpError } from '../../../services/httpErrors';
import { RUNTIME_PACKAGE } from './releaseCheck';

/** Pinned releases whose required shared modules are kept in memory (a pin never changes). */
const KEPT_SHARED_LISTS = 200;

/** What a manifest's `shared` says each shared module must be (a version range, or none). */
function requiredShared(manifestText: string): Omit<SharedModule, 'providedVersion'>[] {
  const manifest = JSON.parse(manifestText) as { shared?: { name?: unknown; requiredVersion?: unknown }[] };
  return (manifest.shared ?? [])
    .filter((entry) => typeof entry.name === 'string')
    .map((entry) => ({
      name: entry.name as string,
      requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null,
    }));
}

/** The manifests the registry reads: a release's (what it requires) and the shell's (what it provides). */
export class ReleaseManifests {
  // A pinned release's manifest never changes: its shared list is read once.
  private readonly pinnedShared = new Map<string, Omit<SharedModule, 'providedVersion'>[]>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly siteOrigin: string,
  ) {}

  /** A manifest on this site is read from the files it serves (app.siteFile); on another origin, fetched. */
  readonly fetch = async (url: string): Promise<string> => {
    const absolute = new URL(url, this.siteOrigin);
    if (absolute.origin === this.siteOrigin) {
      const text = await this.app.siteFile(absolute.pathname);
      if (text === undefined) throw new Error('this site answered 404');
      return text;
    }
    return (await fetchFromOrigin(absolute, MAX_MANIFEST_BYTES)).toString('utf8');
  };

  /** The shared modules the shell's build provides to every remote, by name, from its own manifest. */
  private async shellProvides(): Promise<Map<string, string> | undefined> {
    const manifestFile = path.join(this.app.config.staticRoot, 'shell', 'dist', 'mf-manifest.json');
    try {
      const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as {
        shared: { name: string; version: string }[];
      };
      return new Map(manifest.shared.map((entry) => [entry.name, entry.version]));
    } catch {
      return undefined;
    }
  }

  /** The runtime version the shell provides, which every release is checked against. */
  async shellRuntimeVersion(): Promise<string> {
    const runtime = (await this.shellProvides())?.get(RUNTIME_PACKAGE);
    if (runtime) return runtime;
    throw new HttpError(
      409,
      'The shell is not built on this server, so no release can be checked against it.',
    );
  }

  /** What the release requires of each shared module, and what the shell provides of it. */
  async sharedOf(release: ReleaseEntry, log: FastifyBaseLogger): Promise<SharedModule[]> {
    let required = release.digest ? this.pinnedShared.get(release.digest) : undefined;
    if (!required) {
      try {
        required = requiredShared(await this.fetch(release.url));
      } catch (error) {
        log.warn({ err: error }, `The manifest at ${release.url} could not be read for its shared modules`);
        return [];
      }
      if (release.digest) {
        if (this.pinnedShared.size >= KEPT_SHARED_LISTS)
          this.pinnedShared.delete(this.pinnedShared.keys().next().value!);
        this.pinnedShared.set(release.digest, required);
      }
    }
    const provided = await this.shellProvides();
    return required.map((entry) => ({ ...entry, providedVersion: provided?.get(entry.name) ?? null }));
  }
}
