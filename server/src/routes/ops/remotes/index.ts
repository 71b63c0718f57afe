import fs from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { defaultManifestUrl, remoteRegistryPaths, sectionRemoteModules } from '@academy/contracts';
import {
  type RegistryChange,
  type RegistryRow,
  registryHistory,
  registryRowForUpdate,
  registryRows,
  saveRegistryRow,
} from '../../../repositories/remoteRegistry';
import { initialEntries } from '../../../plugins/app/serving/runtimeConfig';
import { ok } from '../../../services/envelope';
import { HttpError, conflict, notFound } from '../../../services/httpErrors';
import { RUNTIME_PACKAGE, allowedRemoteUrl, checkRelease } from './releaseCheck';
import {
  canaryBody,
  entryAnswers,
  entryBody,
  liveAnswers,
  registryAnswers,
  type registryEntry,
  remoteParams,
} from './schemas';

/** How long fetching a manifest from another origin may take, and how big it may be. */
const MANIFEST_TIMEOUT_MS = 5_000;
const MAX_MANIFEST_BYTES = 1024 * 1024;

type Entry = Static<typeof registryEntry>;

/**
 * The live remote registry: where every remote is loaded from, shared by every server on the
 * database. Administrators and deploy pipelines (DEPLOY_TOKEN) point a remote at a release,
 * roll it back, and run a canary; every change is checked first and recorded with who made it.
 * The public read is what each page load's runtime config is built from (cached like content,
 * and forgotten on every server when a change is written).
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
  const initialOf = initialEntries(config, definitions);
  const writeOptions = { config: { deployToken: true } };

  const known = (remote: string) => {
    const found = remotes.get(remote);
    if (!found)
      throw notFound(`There is no remote "${remote}": the remotes are ${[...remotes.keys()].join(', ')}.`);
    return found;
  };

  /** A manifest on this site is read through the server itself; on another origin, fetched. */
  async function fetchManifest(url: string): Promise<string> {
    const absolute = new URL(url, siteOrigin);
    if (absolute.origin === siteOrigin) {
      const response = await app.inject({ method: 'GET', url: `${absolute.pathname}${absolute.search}` });
      if (response.statusCode !== 200) throw new Error(`this site answered ${response.statusCode}`);
      return response.body;
    }
    let response: Response;
    try {
      response = await fetch(absolute, {
        redirect: 'error',
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      throw new Error(cause?.message ?? (error as Error).message);
    }
    if (!response.ok) throw new Error(`${absolute.origin} answered ${response.status}`);
    const body = await response.arrayBuffer();
    if (body.byteLength > MAX_MANIFEST_BYTES)
      throw new Error(`it is larger than ${MAX_MANIFEST_BYTES} bytes`);
    return Buffer.from(body).toString('utf8');
  }

  /** The runtime version the shell's build provides to every remote, from its own manifest. */
  async function shellRuntimeVersion(): Promise<string> {
    const manifestFile = path.join(config.staticRoot, 'shell', 'dist', 'mf-manifest.json');
    try {
      const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as {
        shared: { name: string; version: string }[];
      };
      const runtime = manifest.shared.find((entry) => entry.name === RUNTIME_PACKAGE);
      if (runtime) return runtime.version;
    } catch {
      // Answered below.
    }
    throw new HttpError(
      409,
      'The shell is not built on this server, so no release can be checked against it.',
    );
  }

  async function checkedUrl(remote: string, url: string): Promise<string> {
    const { modules } = known(remote);
    const allowed = allowedRemoteUrl(url, siteOrigin, config.remoteOrigins);
    await checkRelease({
      remote,
      url: allowed,
      modules,
      runtimeVersion: await shellRuntimeVersion(),
      fetchManifest,
    });
    return allowed;
  }

  const actor = (request: FastifyRequest) => request.admin?.email ?? 'deploy token';

  async function entryOf(
    remote: string,
    row: RegistryRow | undefined,
    initial: Record<string, string>,
  ): Promise<Entry> {
    const url = row?.url ?? initial[remote];
    return {
      name: remote,
      section: known(remote).section,
      current: { url, builtHere: url === defaultManifestUrl(remote) },
      previous: row?.previousUrl ? { url: row.previousUrl } : null,
      canary: row?.canary ?? null,
      history: (await registryHistory(app.db, remote)).map((change) => ({
        action: change.action,
        from: change.from,
        to: change.to,
        percent: change.percent,
        by: change.by,
        at: change.at.toISOString(),
      })),
    };
  }

  /**
   * Changes one remote's row in a transaction that holds it, so two changes of one remote run one
   * after the other; answers the entry as it now is.
   */
  async function change(
    request: FastifyRequest,
    remote: string,
    next: (
      row: RegistryRow,
      initialUrl: string,
    ) => { row: RegistryRow | null; change: Omit<RegistryChange, 'by' | 'at' | 'remote'> },
  ): Promise<Entry> {
    known(remote);
    const initial = await initialOf(request.log);
    const now = app.now();
    const saved = await app.db.transaction(async (tx) => {
      const current = (await registryRowForUpdate(tx, remote)) ?? {
        remote,
        url: initial[remote],
        previousUrl: null,
        canary: null,
        updatedAt: now,
      };
      const result = next(current, initial[remote]);
      const row = result.row && { ...result.row, updatedAt: now };
      await saveRegistryRow(tx, row, { ...result.change, remote, by: actor(request), at: now });
      return row ?? undefined;
    });
    return entryOf(remote, saved, initial);
  }

  app.get(remoteRegistryPaths.live, { schema: { response: liveAnswers } }, async () =>
    ok(
      Object.fromEntries(
        (await registryRows(app.db)).map((row) => [row.remote, { url: row.url, canary: row.canary }]),
      ),
    ),
  );

  app.get(
    remoteRegistryPaths.registry,
    { schema: { response: registryAnswers }, config: { access: 'admin', deployToken: true } },
    async (request) => {
      const initial = await initialOf(request.log);
      const rows = new Map((await registryRows(app.db)).map((row) => [row.remote, row]));
      return ok({
        remotes: await Promise.all(
          [...remotes.keys()].map((remote) => entryOf(remote, rows.get(remote), initial)),
        ),
      });
    },
  );

  app.put(
    remoteRegistryPaths.remote(':remote'),
    { schema: { params: remoteParams, body: entryBody, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const url = await checkedUrl(remote, request.body.url);
      return ok(
        await change(request, remote, (row) => ({
          row: { ...row, url, previousUrl: row.url },
          change: { action: 'set', from: row.url, to: url, percent: null },
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
      return ok(
        await change(request, remote, (row, initialUrl) => ({
          row: null,
          change: { action: 'reset', from: row.url, to: initialUrl, percent: null },
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
        await change(request, remote, (row) => {
          if (!row.previousUrl) throw conflict(`${remote} has no earlier entry to roll back to.`);
          return {
            row: { ...row, url: row.previousUrl, previousUrl: row.url },
            change: { action: 'rollback', from: row.url, to: row.previousUrl, percent: null },
          };
        }),
      );
    },
  );

  app.put(
    remoteRegistryPaths.canary(':remote'),
    { schema: { params: remoteParams, body: canaryBody, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      const url = await checkedUrl(remote, request.body.url);
      const { percent } = request.body;
      return ok(
        await change(request, remote, (row) => ({
          row: { ...row, canary: { url, percent } },
          change: { action: 'canary', from: row.url, to: url, percent },
        })),
      );
    },
  );

  app.delete(
    remoteRegistryPaths.canary(':remote'),
    { schema: { params: remoteParams, response: entryAnswers }, ...writeOptions },
    async (request) => {
      const { remote } = request.params;
      return ok(
        await change(request, remote, (row) => ({
          row: { ...row, canary: null },
          change: { action: 'canary-off', from: row.canary?.url ?? null, to: null, percent: null },
        })),
      );
    },
  );
}
