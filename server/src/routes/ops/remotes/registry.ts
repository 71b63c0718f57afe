import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { type RegistryEntry, defaultManifestUrl, sectionRemoteModules } from '@academy/contracts';
import {
  type RegistryEdit,
  type RegistryRow,
  type ReleaseEntry,
  changeRegistryRow,
  registryHistory,
  unpinnedReleaseName,
} from '../../../repositories/remoteRegistry';
import { notFound } from '../../../services/httpErrors';
import { ReleaseManifests } from './manifests';
import { allowedRemoteUrl, checkRelease, pinRelease } from './releaseCheck';

/** Who changed the registry: the signed-in administrator, or a pipeline by the deploy token. */
export const actor = (request: FastifyRequest) => request.admin?.email ?? 'deploy token';

/** A remote's initial entry (its build here, or REMOTE_REGISTRY_FILE's), which needs no pin. */
const initialRelease = (url: string): ReleaseEntry => ({
  url,
  digest: null,
  version: unpinnedReleaseName(url),
});

/** The remotes the sections declare, their entries as the routes answer them, and each checked change. */
export class RemoteRegistry {
  /** Each remote the sections declare: its section and the modules it must expose. */
  readonly remotes: Map<string, { section: string; modules: string[] }>;
  private readonly siteOrigin: string;
  private readonly manifests: ReleaseManifests;

  constructor(private readonly app: FastifyInstance) {
    this.remotes = new Map(
      app.sections.flatMap(({ definition }) =>
        [...sectionRemoteModules(definition)].map(
          ([remote, modules]) => [remote, { section: definition.name, modules }] as const,
        ),
      ),
    );
    this.siteOrigin = new URL(app.config.publicUrl).origin;
    this.manifests = new ReleaseManifests(app, this.siteOrigin);
  }

  known(remote: string) {
    const found = this.remotes.get(remote);
    if (!found)
      throw notFound(
        `There is no remote "${remote}": the remotes are ${[...this.remotes.keys()].join(', ')}.`,
      );
    return found;
  }

  /** Checks the release at `url` for `remote` (see checkRelease), then pins it (see pinRelease). */
  async checkedRelease(remote: string, url: string): Promise<ReleaseEntry> {
    const { app, siteOrigin, manifests } = this;
    const { modules } = this.known(remote);
    const allowed = allowedRemoteUrl(url, siteOrigin, app.config.remotePrefixes);
    await checkRelease({
      remote,
      url: allowed,
      modules,
      runtimeVersion: await manifests.shellRuntimeVersion(),
      fetchManifest: manifests.fetch,
    });
    return pinRelease({ db: app.db, config: app.config, remote, url: allowed, now: app.now() });
  }

  async entryOf(
    remote: string,
    row: RegistryRow | undefined,
    initial: Record<string, string>,
    log: FastifyBaseLogger,
  ): Promise<RegistryEntry> {
    const current = row?.current ?? { ...initialRelease(initial[remote]), since: null, by: null };
    const [history, shared, canaryShared] = await Promise.all([
      registryHistory(this.app.db, remote),
      this.manifests.sharedOf(current, log),
      row?.canary ? this.manifests.sharedOf(row.canary, log) : [],
    ]);
    return {
      name: remote,
      section: this.known(remote).section,
      current: {
        url: current.url,
        builtHere: current.url === defaultManifestUrl(remote),
        digest: current.digest,
        version: current.version,
        since: current.since?.toISOString() ?? null,
        by: current.by,
      },
      previous: row?.previous ?? null,
      canary: row?.canary
        ? { ...row.canary, startedAt: row.canary.startedAt.toISOString(), shared: canaryShared }
        : null,
      history: history.map((change) => ({
        action: change.action,
        from: change.from,
        to: change.to,
        percent: change.percent,
        by: change.by,
        at: change.at.toISOString(),
        digest: change.digest,
        details: change.details,
      })),
      shared,
    };
  }

  /**
   * Changes one remote's row as a person or a pipeline asked (see changeRegistryRow, which canary
   * analysis uses too); answers the entry as it now is.
   */
  async change(
    request: FastifyRequest,
    remote: string,
    edit: (row: RegistryRow, now: Date) => RegistryEdit,
  ): Promise<RegistryEntry> {
    const { app } = this;
    this.known(remote);
    const initial = await app.initialRemotes(request.log);
    const now = app.now();
    const { row } = await changeRegistryRow(
      app.db,
      { remote, initial: initialRelease(initial[remote]), by: actor(request), now },
      (current) => edit(current, now),
    );
    return this.entryOf(remote, row, initial, request.log);
  }
}
