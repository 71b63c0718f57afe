import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  remoteRegistryPaths,
  runtimeConfigSchema,
  siteSection,
} from '@academy/contracts';
import {
  type LiveEntry,
  cacheControlOf,
  initialEntries,
  pinnedDigests,
  runtimeConfig,
} from './runtimeConfig';
import { visitorBucket } from './visitorBucket';
import { allowRemoteOrigins } from '../../external/security';
import { pinnedReleases } from '../../../repositories/remoteReleases';
import { findRemoteOverrides } from '../../../repositories/sessions';
import { overrideTokenOf } from '../../../services/remoteOverrides';
import { httpOrigin } from '../../../services/urls';
import { hashToken } from '../../../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runtime config of this request's visitor (see visitorBucket for canaries). */
    runtimeConfigFor(request: FastifyRequest, reply: FastifyReply): Promise<RuntimeConfig>;
    /** Where each remote is loaded from before the live registry says otherwise (see initialEntries). */
    initialRemotes(log: FastifyBaseLogger): Promise<Record<string, string>>;
    /** Pinned releases, read once each (a pin never changes): for server rendering, and for browsers. */
    pinnedReleases: ReturnType<typeof pinnedReleases>;
  }
}

/**
 * The live registry as last read, and the content version it was read at: kept while the version
 * holds (a registry write is a content write), so a page load reads nothing. A page load while
 * the database is away keeps the releases visitors were getting rather than falling back to the
 * builds on this server. Read as a visitor's GET of it, in process (through the read cache).
 */
function liveRegistry(app: FastifyInstance) {
  let lastLive: { entries: Record<string, LiveEntry>; version?: number } = { entries: {} };
  return async (log: FastifyBaseLogger): Promise<Record<string, LiveEntry>> => {
    const version = app.contentVersion();
    if (version !== undefined && lastLive.version === version) return lastLive.entries;
    const { status, body } = await app.readPublic(remoteRegistryPaths.live, log);
    if (status === 200) lastLive = { entries: (body as { data: Record<string, LiveEntry> }).data, version };
    else log.warn(`The remote registry could not be read (${status}); using the entries last read`);
    return lastLive.entries;
  };
}

/**
 * What makes one visitor's runtime config differ from another's: an administrator's overrides in
 * this browser (its cookie finds a live session's: its CSP then lets the page load the dev
 * server's code), and a release preview it opened. Such an answer is this browser's alone, kept
 * by no cache (see cacheControlOf), and a release preview's by no search engine.
 */
function visitorsOwn(app: FastifyInstance) {
  async function overridesFor(request: FastifyRequest, reply: FastifyReply) {
    const token = overrideTokenOf(request);
    if (!token) return undefined;
    const overrides = await findRemoteOverrides(app.db, hashToken(token), app.now()).catch((error: Error) => {
      request.log.warn({ err: error }, 'Remote overrides could not be read; the page goes without them');
      return undefined;
    });
    if (!overrides) return undefined;
    allowRemoteOrigins(reply, [...new Set(Object.values(overrides).flatMap((url) => httpOrigin(url) ?? []))]);
    return overrides;
  }

  async function releasePreviewFor(request: FastifyRequest, reply: FastifyReply) {
    const preview = await app.releasePreviews.of(request).catch((error: Error) => {
      request.log.warn({ err: error }, 'The release preview could not be read; the page goes without it');
      return undefined;
    });
    if (preview) reply.header('X-Robots-Tag', 'noindex');
    return preview;
  }

  const nobodysOwn = { overrides: undefined, preview: undefined };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Both are named by a cookie: a request without any (a first visit, a crawler) looks nothing up.
    if (request.headers.cookie === undefined) return nobodysOwn;
    const [overrides, preview] = await Promise.all([
      overridesFor(request, reply),
      releasePreviewFor(request, reply),
    ]);
    return { overrides, preview };
  };
}

/**
 * What browsers check of each pinned release (by digest). A pin that cannot be read now (the
 * database is away) is left out: its remote's browser files are then all refused, not loaded unchecked.
 */
async function browserIntegrity(
  pins: ReturnType<typeof pinnedReleases>,
  digests: string[],
  log: FastifyBaseLogger,
) {
  const found = await Promise.all(
    digests.map((digest) =>
      pins.browserIntegrity(digest).catch((error: unknown) => {
        log.warn({ err: error }, `The pinned release ${digest} could not be read`);
        return undefined;
      }),
    ),
  );
  return new Map(digests.flatMap((digest, index) => (found[index] ? [[digest, found[index]] as const] : [])));
}

/**
 * The runtime: each visitor's runtime config (the live registry over the initial entries, their
 * canary arm, their overrides or release preview), served at RUNTIME_CONFIG_PATH and given to
 * server rendering.
 */
async function runtimePlugin(app: FastifyInstance) {
  const { config } = app;
  const definitions = app.sections.map((section) => section.definition);
  const siteSections = definitions.map(siteSection);
  const initial = initialEntries(config, definitions);
  const live = liveRegistry(app);
  const ownOf = visitorsOwn(app);
  const pins = pinnedReleases(app.db);

  /**
   * The runtime configs of visitors without overrides or a release preview, which differ only by
   * the canaries their bucket falls in: made once per read of the registry and shared (never
   * changed by anyone), so serving a kept page makes no config. One whose pins could not all be
   * read is not kept: the next request tries again.
   */
  let sharedConfigs:
    | { initial: Record<string, string>; live: Record<string, LiveEntry>; byArms: Map<string, RuntimeConfig> }
    | undefined;

  async function configFor(request: FastifyRequest, reply: FastifyReply) {
    const [initialNow, liveNow, { overrides, preview }] = await Promise.all([
      initial(request.log),
      live(request.log),
      ownOf(request, reply),
    ]);
    const canaries = Object.values(liveNow).filter((entry) => entry.canary);
    const bucket = canaries.length > 0 ? visitorBucket(request, reply) : 0;
    const own = Boolean(overrides || preview);
    if (!own && (sharedConfigs?.initial !== initialNow || sharedConfigs.live !== liveNow))
      sharedConfigs = { initial: initialNow, live: liveNow, byArms: new Map() };
    const arms = canaries.map((entry) => (bucket < entry.canary!.percent ? 'c' : 's')).join('');
    const shared = own ? undefined : sharedConfigs!.byArms.get(arms);
    if (shared) return shared;
    const digests = pinnedDigests(liveNow, preview);
    const integrity = digests.length ? await browserIntegrity(pins, digests, request.log) : new Map();
    const made = runtimeConfig({
      apiOrigin: config.apiOrigin,
      sections: siteSections,
      initial: initialNow,
      live: liveNow,
      integrity,
      bucket,
      overrides,
      preview,
    });
    if (!own && integrity.size === digests.length && sharedConfigs?.live === liveNow)
      sharedConfigs.byArms.set(arms, made);
    return made;
  }

  app.decorate('runtimeConfigFor', configFor);
  app.decorate('initialRemotes', initial);
  app.decorate('pinnedReleases', pins);

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      RUNTIME_CONFIG_PATH,
      { schema: { response: { 200: runtimeConfigSchema } } },
      async (request, reply) => {
        // The answer differs by visitor while a canary runs: never kept by a shared cache.
        const runtime = await configFor(request, reply);
        reply.header('Cache-Control', cacheControlOf(runtime, 'private, no-cache'));
        return runtime;
      },
    );
}

export default fp(runtimePlugin, {
  name: 'serving-runtime',
  dependencies: ['sections', 'read-cache', 'release-previews'],
});
