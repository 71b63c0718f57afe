import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_BAKE_MINUTES,
  canaryBody,
  entryAnswers,
  entryBody,
  liveAnswers,
  previewAnswers,
  registryAnswers,
  remoteParams,
  remoteRegistryPaths,
} from '@academy/contracts';
import { canaryEnd, canaryPromotion, registryRows } from '../../../repositories/remoteRegistry';
import type { TypedApp } from '../../../sections/sectionServer';
import { ok } from '../../../services/envelope';
import { conflict } from '../../../services/httpErrors';
import { RemoteRegistry, actor } from './registry';

const writeOptions = { config: { deployToken: true } };

/** The public read that each page load's runtime config is built from. */
function liveRoute(app: TypedApp) {
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
}

/** Every remote's entry, with its history and shared modules, for the Releases screen and pipelines. */
function registryRoute(app: TypedApp, registry: RemoteRegistry) {
  app.get(
    remoteRegistryPaths.registry,
    { schema: { response: registryAnswers }, config: { access: 'admin', deployToken: true } },
    async (request) => {
      const initial = await app.initialRemotes(request.log);
      const rows = new Map((await registryRows(app.db)).map((row) => [row.remote, row]));
      return ok({
        remotes: await Promise.all(
          [...registry.remotes.keys()].map((remote) =>
            registry.entryOf(remote, rows.get(remote), initial, request.log),
          ),
        ),
      });
    },
  );
}

/** A remote's current release: set it (checked and pinned), reset it, or roll it back. */
function currentReleaseRoutes(app: TypedApp, registry: RemoteRegistry) {
  app.put(
    remoteRegistryPaths.remote(':remote'),
    { schema: { params: remoteParams, body: entryBody, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const release = await registry.checkedRelease(remote, request.body.url);
      return ok(
        await registry.change(request, remote, (row, now) => ({
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
        await registry.change(request, remote, (row) => ({
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
        await registry.change(request, remote, (row, now) => {
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
}

/** A remote's canary: start or change it, end it, or promote it. */
function canaryRoutes(app: TypedApp, registry: RemoteRegistry) {
  // A canary of the release already in canary (a new percentage, bake or promotion) keeps its
  // start, so the figures gathered since go on counting; another release starts afresh.
  app.put(
    remoteRegistryPaths.canary(':remote'),
    { schema: { params: remoteParams, body: canaryBody, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const release = await registry.checkedRelease(remote, request.body.url);
      const { percent, bakeMinutes = DEFAULT_BAKE_MINUTES, autoPromote = false } = request.body;
      return ok(
        await registry.change(request, remote, (row, now) => {
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
      return ok(await registry.change(request, remote, (row) => canaryEnd(row, 'canary-off')));
    },
  );

  app.post(
    remoteRegistryPaths.promote(':remote'),
    { schema: { params: remoteParams, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      return ok(
        await registry.change(request, remote, (row, now) => {
          const { canary } = row;
          if (!canary) throw conflict(`${remote} has no canary to promote.`);
          return canaryPromotion({ ...row, canary }, now, actor(request));
        }),
      );
    },
  );
}

/** A link for review: the same checks and pin as an entry, shown only to whoever opens it. */
function previewRoute(app: TypedApp, registry: RemoteRegistry) {
  app.post(
    remoteRegistryPaths.previews(':remote'),
    { schema: { params: remoteParams, body: entryBody, response: previewAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const release = await registry.checkedRelease(remote, request.body.url);
      return ok(await app.releasePreviews.create({ remote, ...release, by: actor(request) }));
    },
  );
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
  const registry = new RemoteRegistry(app);
  liveRoute(app);
  registryRoute(app, registry);
  currentReleaseRoutes(app, registry);
  canaryRoutes(app, registry);
  previewRoute(app, registry);
}
