import fs from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_BAKE_MINUTES,
  type RegistryEntry,
  type SharedModule,
  canaryBody,
  defaultManifestUrl,
  entryAnswers,
  entryBody,
  liveAnswers,
  previewAnswers,
  registryAnswers,
  remoteParams,
  remoteRegistryPaths,
  sectionRemoteModules,
} from '@academy/contracts';
import { MAX_MANIFEST_BYTES, fetchFromOrigin } from '@academy/ssr';
import {
  type RegistryEdit,
  type RegistryRow,
  type ReleaseEntry,
  canaryEnd,
  canaryPromotion,
  changeRegistryRow,
  registryHistory,
  registryRows,
  unpinnedReleaseName,
} from '../../../repositories/remoteRegistry';
import { ok } from '../../../services/envelope';
import { HttpError, conflict, notFound } from '../../../services/httpErrors';
import { RUNTIME_PACKAGE, allowedRemoteUrl, checkRelease, pinRelease } from './releaseCheck';

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

/**
 * The live remote registry: where every remote is loaded from, shared by every server on the
 * database. Administrators and deploy pipelines (DEPLOY_TOKEN) point a remote at a release,
 * roll it back, run a canary and promote it; every change is checked and the release pinned
 * first, and recorded with who made it. The public read is what each page load's runtime config
 * is built from (cached like content, and forgotten on every server when a change is written).
 */
export default async function remoteRegistryRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app;
  const definitions = app.sections.map((section) => section.definition);
  const remotes = new Map(
    definitions.flatMap((definition) =>
      [...sectionRemoteModules(definition)].map(
        ([remote, modules]) => [remote, { section: definition.name, modules }] as const,
      ),
    ),
  );
  const siteOrigin = new URL(config.publicUrl).origin;
  const writeOptions = { config: { deployToken: true } };

  const known = (remote: string) => {
    const found = remotes.get(remote);
    if (!found)
      throw notFound(`There is no remote "${remote}": the remotes are ${[...remotes.keys()].join(', ')}.`);
    return found;
  };

  /** A manifest on this site is read from the files it serves (app.siteFile); on another origin, fetched. */
  async function fetchManifest(url: string): Promise<string> {
    const absolute = new URL(url, siteOrigin);
    if (absolute.origin === siteOrigin) {
      const text = await app.siteFile(absolute.pathname);
      if (text === undefined) throw new Error('this site answered 404');
      return text;
    }
    return (await fetchFromOrigin(absolute, MAX_MANIFEST_BYTES)).toString('utf8');
  }

  /** The shared modules the shell's build provides to every remote, by name, from its own manifest. */
  async function shellProvides(): Promise<Map<string, string> | undefined> {
    const manifestFile = path.join(config.staticRoot, 'shell', 'dist', 'mf-manifest.json');
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
  async function shellRuntimeVersion(): Promise<string> {
    const runtime = (await shellProvides())?.get(RUNTIME_PACKAGE);
    if (runtime) return runtime;
    throw new HttpError(
      409,
      'The shell is not built on this server, so no release can be checked against it.',
    );
  }

  // A pinned release's manifest never changes: its shared list is read once.
  const pinnedShared = new Map<string, Omit<SharedModule, 'providedVersion'>[]>();
  /** What the release requires of each shared module, and what the shell provides of it. */
  async function sharedOf(release: ReleaseEntry, log: FastifyBaseLogger): Promise<SharedModule[]> {
    let required = release.digest ? pinnedShared.get(release.digest) : undefined;
    if (!required) {
      try {
        required = requiredShared(await fetchManifest(release.url));
      } catch (error) {
        log.warn({ err: error }, `The manifest at ${release.url} could not be read for its shared modules`);
        return [];
      }
      if (release.digest) {
        if (pinnedShared.size >= KEPT_SHARED_LISTS) pinnedShared.delete(pinnedShared.keys().next().value!);
        pinnedShared.set(release.digest, required);
      }
    }
    const provided = await shellProvides();
    return required.map((entry) => ({ ...entry, providedVersion: provided?.get(entry.name) ?? null }));
  }

  /** Checks the release at `url` for `remote` (see checkRelease), then pins it (see pinRelease). */
  async function checkedRelease(remote: string, url: string): Promise<ReleaseEntry> {
    const { modules } = known(remote);
    const allowed = allowedRemoteUrl(url, siteOrigin, config.remotePrefixes);
    await checkRelease({
      remote,
      url: allowed,
      modules,
      runtimeVersion: await shellRuntimeVersion(),
      fetchManifest,
    });
    return pinRelease({ db: app.db, config, remote, url: allowed, now: app.now() });
  }

  const actor = (request: FastifyRequest) => request.admin?.email ?? 'deploy token';

  /** A remote's initial entry (its build here, or REMOTE_REGISTRY_FILE's), which needs no pin. */
  const initialRelease = (url: string): ReleaseEntry => ({
    url,
    digest: null,
    version: unpinnedReleaseName(url),
  });

  async function entryOf(
    remote: string,
    row: RegistryRow | undefined,
    initial: Record<string, string>,
    log: FastifyBaseLogger,
  ): Promise<RegistryEntry> {
    const current = row?.current ?? { ...initialRelease(initial[remote]), since: null, by: null };
    const [history, shared, canaryShared] = await Promise.all([
      registryHistory(app.db, remote),
      sharedOf(current, log),
      row?.canary ? sharedOf(row.canary, log) : [],
    ]);
    return {
      name: remote,
      section: known(remote).section,
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
  async function change(
    request: FastifyRequest,
    remote: string,
    edit: (row: RegistryRow, now: Date) => RegistryEdit,
  ): Promise<RegistryEntry> {
    known(remote);
    const initial = await app.initialRemotes(request.log);
    const now = app.now();
    const { row } = await changeRegistryRow(
      app.db,
      { remote, initial: initialRelease(initial[remote]), by: actor(request), now },
      (current) => edit(current, now),
    );
    return entryOf(remote, row, initial, request.log);
  }

  app.get(remoteRegistryPaths.live, { schema: { response: liveAnswers } }, async () =>
    ok(
      Object.fromEntries(
        (await registryRows(app.db)).map(({ remote, current, canary }) => [
          remote,
          {
            url: current.url,
            digest: current.digest,
            version: current.version,
            canary: canary && {
              url: canary.url,
              percent: canary.percent,
              digest: canary.digest,
              version: canary.version,
            },
          },
        ]),
      ),
    ),
  );

  app.get(
    remoteRegistryPaths.registry,
    { schema: { response: registryAnswers }, config: { access: 'admin', deployToken: true } },
    async (request) => {
      const initial = await app.initialRemotes(request.log);
      const rows = new Map((await registryRows(app.db)).map((row) => [row.remote, row]));
      return ok({
        remotes: await Promise.all(
          [...remotes.keys()].map((remote) => entryOf(remote, rows.get(remote), initial, request.log)),
        ),
      });
    },
  );

  app.put(
    remoteRegistryPaths.remote(':remote'),
    { schema: { params: remoteParams, body: entryBody, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const release = await checkedRelease(remote, request.body.url);
      return ok(
        await change(request, remote, (row, now) => ({
          row: {
            ...row,
            current: { ...release, since: now, by: actor(request) },
            previous: row.current,
          },
          change: {
            action: 'set',
            from: row.current.url,
            to: release.url,
            percent: null,
            digest: release.digest,
          },
        })),
      );
    },
  );

  // Back to the remote's initial entry (its build on this server, or REMOTE_REGISTRY_FILE's).
  app.delete(
    remoteRegistryPaths.remote(':remote'),
    { schema: { params: remoteParams, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const initial = await app.initialRemotes(request.log);
      return ok(
        await change(request, remote, (row) => ({
          row: null,
          change: {
            action: 'reset',
            from: row.current.url,
            to: initial[remote],
            percent: null,
            digest: null,
          },
        })),
      );
    },
  );

  app.post(
    remoteRegistryPaths.rollback(':remote'),
    { schema: { params: remoteParams, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      return ok(
        await change(request, remote, (row, now) => {
          const { previous } = row;
          if (!previous) throw conflict(`${remote} has no earlier entry to roll back to.`);
          return {
            row: { ...row, current: { ...previous, since: now, by: actor(request) }, previous: row.current },
            change: {
              action: 'rollback',
              from: row.current.url,
              to: previous.url,
              percent: null,
              digest: previous.digest,
            },
          };
        }),
      );
    },
  );

  // A canary of the release already in canary (a new percentage, bake or promotion) keeps its
  // start, so the figures gathered since go on counting; another release starts afresh.
  app.put(
    remoteRegistryPaths.canary(':remote'),
    { schema: { params: remoteParams, body: canaryBody, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const release = await checkedRelease(remote, request.body.url);
      const { percent, bakeMinutes = DEFAULT_BAKE_MINUTES, autoPromote = false } = request.body;
      return ok(
        await change(request, remote, (row, now) => {
          // Its visitors would get what the others get, and its figures would be the stable arm's.
          if (row.current.url === release.url)
            throw conflict(
              `${release.url} is the current release of ${remote} already: a canary tries another release beside it.`,
            );
          const same = row.canary?.url === release.url && row.canary.digest === release.digest;
          const startedAt = same && row.canary ? row.canary.startedAt : now;
          return {
            row: { ...row, canary: { ...release, percent, startedAt, bakeMinutes, autoPromote } },
            change: {
              action: 'canary',
              from: row.current.url,
              to: release.url,
              percent,
              digest: release.digest,
            },
          };
        }),
      );
    },
  );

  app.delete(
    remoteRegistryPaths.canary(':remote'),
    { schema: { params: remoteParams, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      return ok(await change(request, remote, (row) => canaryEnd(row, 'canary-off')));
    },
  );

  app.post(
    remoteRegistryPaths.promote(':remote'),
    { schema: { params: remoteParams, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      return ok(
        await change(request, remote, (row, now) => {
          const { canary } = row;
          if (!canary) throw conflict(`${remote} has no canary to promote.`);
          return canaryPromotion({ ...row, canary }, now, actor(request));
        }),
      );
    },
  );

  // A link for review: the same checks and pin as an entry, shown only to whoever opens it.
  app.post(
    remoteRegistryPaths.previews(':remote'),
    { schema: { params: remoteParams, body: entryBody, response: previewAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const release = await checkedRelease(remote, request.body.url);
      return ok(await app.releasePreviews.create({ remote, ...release, by: actor(request) }));
    },
  );
}
