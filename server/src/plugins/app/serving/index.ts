import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  InjectOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { Negotiator } from '@fastify/accept-negotiator';
import {
  API_PREFIX,
  PREVIEW_QUERY,
  PAGE_STATE_PATH,
  RELEASE_PREVIEW_QUERY,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  UPLOADS_PATH,
  isUploadName,
  remoteRegistryPaths,
  runtimeConfigSchema,
  siteSection,
} from '@academy/contracts';
import { REVALIDATE, cacheControlFor } from './cacheHeaders';
import { type LiveEntry, initialEntries, pinnedDigests, runtimeConfig } from './runtimeConfig';
import { visitorBucket } from './visitorBucket';
import { allowInlineCode, allowRemoteOrigins } from '../../external/security';
import { pinnedReleases } from '../../../repositories/remoteReleases';
import { findRemoteOverrides } from '../../../repositories/sessions';
import { overrideTokenOf } from '../../../services/remoteOverrides';
import { httpOrigin, sitePath } from '../../../services/urls';
import { hashToken } from '../../../services/tokens';
import { RELEASES_PATH, releases } from './releases';
import { type KeptPage, PageCache, isKept } from './pageCache';
import { createPageRenderer } from '@academy/ssr';
import { failure } from '../../../services/envelope';
import { badRequest } from '../../../services/httpErrors';
import { pageForms } from './pageForms';
import { PERSONAL, sendRenderedPage } from './renderedPage';

/** The audit log's action for a file of a pinned release that did not match its pin. */
export const RELEASE_INTEGRITY_FAILURE = 'release integrity failure';

const NOT_CLIENT_ROUTES = ['/v1', UPLOADS_PATH, '/remotes', RELEASES_PATH];
const SOURCE_MAP = /\.map\/?$/i;
/** A path of this site: one slash, then anything but a second (or a backslash) read as a host. */
/** A path that starts with two slashes (or a backslash after the first): read as a host by URL parsers. */
const LEADING_SLASHES = /^[/\\]{2,}/;
function splitQuery(url: string): [string, string] {
  const query = url.indexOf('?');
  return query === -1 ? [url, ''] : [url.slice(0, query), url.slice(query)];
}

/** The path as the static handler will read it; a malformed escape is refused there anyway. */
function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * A page is what a browser, a crawler or `curl` asks for with GET: anything that accepts HTML
 * (or anything at all) at a path that does not name a file. A missing script or image stays a
 * plain 404 rather than a page.
 */
function wantsPage(request: FastifyRequest, url: string) {
  const accept = request.headers.accept ?? '*/*';
  const acceptsHtml = accept.includes('text/html') || accept.includes('*/*');
  return (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml && !FILE_NAME.test(url);
}

/**
 * One origin serves everything: the shell at /, each remote under /remotes/<name>/, uploads,
 * the runtime configuration, and the shell's index.html for client-side routes. Files are read
 * from disk on each request, so a rebuilt shell or remote is served on the next load.
 */
const PREVIEW_GONE = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8" /><meta name="robots" content="noindex" />',
  '<title>Preview link expired</title></head>',
  '<body><p>This preview link has expired, or its drafts have been published. Ask for a new link.</p></body></html>',
  '',
].join('\n');
const PREVIEW_UNAVAILABLE = 'The preview could not be shown right now. Please try again in a moment.';
const RELEASE_PREVIEW_UNAVAILABLE =
  'The release preview could not be opened right now. Please try again in a moment.';

async function servingPlugin(app: FastifyInstance) {
  const { config } = app;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const definitions = app.sections.map((section) => section.definition);
  const siteSections = definitions.map(siteSection);
  const initial = initialEntries(config, definitions);
  const shellRoot = path.join(config.staticRoot, 'shell', 'dist');

  const plainNotFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.addHook('onRequest', (request, reply, done) => {
    const [rawPath, query] = splitQuery(request.url);
    // `//evil.example/about` is a path to the router, but a host to `new URL()` and to a browser
    // following a relative link: it goes to the single-slash path before anything reads it.
    if (LEADING_SLASHES.test(rawPath)) {
      reply.redirect(`/${rawPath.replace(LEADING_SLASHES, '')}${query}`, 301);
      return;
    }
    // Builds may write source maps next to the bundles (for the developers' own debugging), but
    // they hold the whole source, so no visitor gets one, whichever route would have served it.
    // The static handler decodes the path, so the check does too (`.m%61p`, `%2Emap`).
    if (SOURCE_MAP.test(decodedPath(rawPath))) plainNotFound(reply);
    else done();
  });

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    // '/' is a page like the others: rendered on the server, not the bare index.html.
    index: false,
    // The build's brotli and gzip copies, when the browser takes them (the remotes' files too:
    // sendFile uses these options).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath, app.uploads.dir));
      // A file may be sent as its brotli or gzip copy: a shared cache keeps one per encoding.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  await app.register(releases, { staticRoot: config.staticRoot });

  /** An API call answered in this process: its status, and its JSON (undefined when it is none). */
  async function callApi(options: InjectOptions) {
    const response = await app.inject({
      ...options,
      headers: { accept: 'application/json', ...options.headers },
    });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body };
  }
  // The pages' reads are the API's own routes, answered in this process (read cache included).
  const readApi = (apiPath: string) => callApi({ method: 'GET', url: `${API_PREFIX}${apiPath}` });

  // The live registry as last read, and the content version it was read at: kept while the
  // version holds (a registry write is a content write), so a page load reads nothing. A page load
  // while the database is away keeps the releases visitors were getting rather than falling back
  // to the builds on this server.
  let lastLive: { entries: Record<string, LiveEntry>; version?: number } = { entries: {} };
  async function liveRegistry(log: FastifyBaseLogger): Promise<Record<string, LiveEntry>> {
    const version = app.contentVersion();
    if (version !== undefined && lastLive.version === version) return lastLive.entries;
    const { status, body } = await readApi(remoteRegistryPaths.live);
    if (status === 200) lastLive = { entries: (body as { data: Record<string, LiveEntry> }).data, version };
    else log.warn(`The remote registry could not be read (${status}); using the entries last read`);
    return lastLive.entries;
  }

  /**
   * An administrator's overrides in this browser, if its cookie finds a live session's. Such an
   * answer is this browser's alone: its CSP lets the page load the dev server's code, and no cache
   * may keep it (see cacheControlOf).
   */
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

  /**
   * A release preview this browser opened (its cookie), if it is live. Such an answer is this
   * browser's alone, and no search engine's (see cacheControlOf).
   */
  async function releasePreviewFor(request: FastifyRequest, reply: FastifyReply) {
    const preview = await app.releasePreviews.of(request).catch((error: Error) => {
      request.log.warn({ err: error }, 'The release preview could not be read; the page goes without it');
      return undefined;
    });
    if (preview) reply.header('X-Robots-Tag', 'noindex');
    return preview;
  }

  /** This browser's own page (its overrides, its release preview) is never kept; `otherwise` for the rest. */
  const ownPage = (runtime: RuntimeConfig) => Boolean(runtime.overrides || runtime.releasePreview);
  const cacheControlOf = (runtime: RuntimeConfig, otherwise: string) =>
    ownPage(runtime) ? 'private, no-store' : otherwise;

  // Pinned releases, read once each (a pin never changes): for server rendering, and for browsers.
  const pins = pinnedReleases(app.db);
  /**
   * What browsers check of each pinned release (by digest). A pin that cannot be read now (the
   * database is away) is left out: its remote's browser files are then all refused, not loaded unchecked.
   */
  async function browserIntegrity(digests: string[], log: FastifyBaseLogger) {
    const found = await Promise.all(
      digests.map((digest) =>
        pins.browserIntegrity(digest).catch((error: unknown) => {
          log.warn({ err: error }, `The pinned release ${digest} could not be read`);
          return undefined;
        }),
      ),
    );
    return new Map(
      digests.flatMap((digest, index) => (found[index] ? [[digest, found[index]] as const] : [])),
    );
  }

  /**
   * The runtime configs of visitors without overrides or a release preview, which differ only by
   * the canaries their bucket falls in: made once per read of the registry and shared (never
   * changed by anyone), so serving a kept page makes no config. One whose pins could not all be
   * read is not kept: the next request tries again.
   */
  let sharedConfigs:
    | { initial: Record<string, string>; live: Record<string, LiveEntry>; byArms: Map<string, RuntimeConfig> }
    | undefined;

  /** The runtime config for this request's visitor (see visitorBucket for canaries). */
  async function configFor(request: FastifyRequest, reply: FastifyReply) {
    const [initialNow, live, overrides, preview] = await Promise.all([
      initial(request.log),
      liveRegistry(request.log),
      overridesFor(request, reply),
      releasePreviewFor(request, reply),
    ]);
    const canaries = Object.values(live).filter((entry) => entry.canary);
    const bucket = canaries.length > 0 ? visitorBucket(request, reply) : 0;
    const own = Boolean(overrides || preview);
    if (!own && (sharedConfigs?.initial !== initialNow || sharedConfigs.live !== live))
      sharedConfigs = { initial: initialNow, live, byArms: new Map() };
    const arms = canaries.map((entry) => (bucket < entry.canary!.percent ? 'c' : 's')).join('');
    const shared = own ? undefined : sharedConfigs!.byArms.get(arms);
    if (shared) return shared;
    const digests = pinnedDigests(live, preview);
    const integrity = digests.length ? await browserIntegrity(digests, request.log) : new Map();
    const made = runtimeConfig({
      apiOrigin: config.apiOrigin,
      sections: siteSections,
      initial: initialNow,
      live,
      integrity,
      bucket,
      overrides,
      preview,
    });
    if (!own && integrity.size === digests.length && sharedConfigs?.live === live)
      sharedConfigs.byArms.set(arms, made);
    return made;
  }

  typed.get(
    RUNTIME_CONFIG_PATH,
    { schema: { response: { 200: runtimeConfigSchema } } },
    async (request, reply) => {
      // The answer differs by visitor while a canary runs: never kept by a shared cache.
      const runtime = await configFor(request, reply);
      reply.header('Cache-Control', cacheControlOf(runtime, 'private, no-cache'));
      return runtime;
    },
  );

  // The handlers below are not async and return nothing: sendFile answers in its own time, and
  // returning the reply would make Fastify await it as a promise once more per request.
  typed.get(
    `${UPLOADS_PATH}/:name`,
    { schema: { params: Type.Object({ name: Type.String() }) } },
    (request, reply) => {
      // Only the images and videos the upload pipeline names: any other file is no upload of ours.
      const name = path.basename(request.params.name);
      if (isUploadName(name)) reply.sendFile(name, app.uploads.dir);
      else reply.callNotFound();
    },
  );

  typed.get(
    '/remotes/:name/*',
    { schema: { params: Type.Object({ name: Type.String(), '*': Type.String() }) } },
    (request, reply) => {
      const { name, '*': file } = request.params;
      const folder = app.remoteFolders.get(name);
      if (folder && file) reply.sendFile(file, folder);
      else reply.callNotFound();
    },
  );

  const renderPage = createPageRenderer({
    staticRoot: config.staticRoot,
    publicUrl: config.publicUrl,
    remoteFolders: app.remoteFolders,
    remotePrefixes: config.remotePrefixes,
    cacheDir: path.join(config.dataDir, 'remote-releases'),
    read: readApi,
    pinnedRelease: pins.release,
    // A slot left to the browser counts for its release and arm (a release preview's count for none).
    onSlotLeftToBrowser: (remote, runtime) => {
      const release = runtime.releases?.[remote];
      if (release && !runtime.releasePreview) app.health.serverFallback(remote, release.version, release.arm);
    },
    onIntegrityFailure: (remote, file, manifestUrl) => {
      app.log.error(
        { remote, file, manifestUrl },
        `${file} of the release of ${remote} at ${manifestUrl} does not match its pin: nothing of it is used, and its slot is left to the browser`,
      );
      app.runInBackground('The integrity failure could not be audited', () =>
        app.audit.record({
          accountId: '',
          accountName: 'server',
          action: RELEASE_INTEGRITY_FAILURE,
          path: remoteRegistryPaths.remote(remote),
          recordId: file,
          address: new URL(manifestUrl).origin,
        }),
      );
    },
  });

  /** The shell's index.html: the browser renders the page (the admin area, or a failed render). */
  function sendShell(reply: FastifyReply) {
    fs.stat(path.join(shellRoot, 'index.html')).then(
      (stats) => (stats.isFile() ? reply.sendFile('index.html', shellRoot) : plainNotFound(reply)),
      () => plainNotFound(reply),
    );
  }

  const pages = new PageCache(
    () => app.contentVersion(),
    () => app.now().getTime(),
  );
  const publicHost = new URL(config.publicUrl).host;
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

  /**
   * What makes one visitor's page differ from another's, besides its URL: where its remotes come
   * from (the registry, a canary's variant; the rest of the runtime config is the same for every
   * page this process serves) and whether stylesheets are linked for the site's host (see the
   * renderer).
   */
  function pageKey(host: string, url: string, runtime: RuntimeConfig) {
    let remotes = remotesKeys.get(runtime);
    if (remotes === undefined) {
      remotes = JSON.stringify(runtime.remotes);
      remotesKeys.set(runtime, remotes);
    }
    return `${host === publicHost ? '' : 'other-host '}${remotes} ${url}`;
  }
  /** A shared runtime config's part of the key, worked out once per config. */
  const remotesKeys = new WeakMap<RuntimeConfig, string>();

  /** A kept page: 304 for a browser that has it, else the copy compressed the way it takes. */
  function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
    allowInlineCode(reply, page);
    if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
    reply
      .code(page.status)
      .header('Cache-Control', REVALIDATE)
      .header('ETag', page.etag)
      .header('Vary', 'Accept-Encoding')
      .type(page.contentType);
    if (fresh(request.headers, { etag: page.etag })) {
      reply.code(304).send();
      return;
    }
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (encoding) reply.header('Content-Encoding', encoding).send(page.encoded[encoding]);
    else reply.send(page.body);
  }

  /** The page at `url` for this visitor: kept, or rendered (and kept when it may be). */
  async function pageAt(request: FastifyRequest, reply: FastifyReply, url: string) {
    const runtime = await configFor(request, reply);
    const render = () => renderPage({ url, host: request.host, config: runtime });
    // An administrator's overrides, or a release preview, make the page this browser's alone: never kept.
    const answer = ownPage(runtime)
      ? await render()
      : await pages.page(
          pageKey(request.host, url, runtime),
          () => renderPage.possibleSources(runtime),
          render,
        );
    return { runtime, answer };
  }

  /**
   * A preview link's page: rendered with the drafts applied, for whoever has the link while it
   * lives, never kept by any cache or indexed; a link that expired, was ended by a publish or is
   * for another page shows a sentence saying so.
   */
  async function sendPreview(request: FastifyRequest, reply: FastifyReply, token: string) {
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
    const url = new URL(request.url, 'http://site');
    url.searchParams.delete(PREVIEW_QUERY);
    const pageUrl = `${url.pathname}${url.search}`;
    const link = await app.previews.find(token);
    if (!link || new URL(link.path, 'http://site').pathname !== url.pathname) {
      reply.code(410).type('text/html; charset=utf-8').send(PREVIEW_GONE);
      return;
    }
    const answer = await renderPage({
      url: pageUrl,
      host: request.host,
      config: await configFor(request, reply),
      preview: {
        expiresAt: link.expiresAt.toISOString(),
        read: (apiPath) =>
          callApi({ method: 'GET', url: `${API_PREFIX}${apiPath}`, headers: link.readHeaders }),
      },
    });
    if (!answer) sendShell(reply);
    else if ('location' in answer) reply.code(answer.status).redirect(answer.location, answer.status);
    else sendRenderedPage(reply, answer, 'private, no-store');
  }

  /** A page with its content in the HTML; the browser hydrates it. */
  function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const query = new URLSearchParams(splitQuery(request.url)[1]);
    const releasePreviewToken = query.get(RELEASE_PREVIEW_QUERY);
    if (releasePreviewToken !== null) {
      app.releasePreviews.open(request, reply, releasePreviewToken).catch((error: unknown) => {
        request.log.error({ err: error }, 'A release preview could not be opened');
        reply.code(503).type('text/plain; charset=utf-8').send(RELEASE_PREVIEW_UNAVAILABLE);
      });
      return;
    }
    const previewToken = query.get(PREVIEW_QUERY);
    if (previewToken !== null) {
      sendPreview(request, reply, previewToken).catch((error: unknown) => {
        request.log.error({ err: error }, 'A preview could not be rendered');
        reply.code(503).type('text/plain; charset=utf-8').send(PREVIEW_UNAVAILABLE);
      });
      return;
    }
    pageAt(request, reply, request.url).then(
      ({ runtime, answer }) => {
        if (!answer) sendShell(reply);
        else if (isKept(answer)) sendKept(request, reply, answer);
        else if ('location' in answer) reply.code(answer.status).redirect(answer.location, answer.status);
        else sendRenderedPage(reply, answer, cacheControlOf(runtime, REVALIDATE));
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'Server rendering failed; the browser renders the page');
        sendShell(reply);
      },
    );
  }

  // The state of a page that waits for its app until a visitor needs it, from the same kept render
  // as its HTML. It differs by visitor while a canary runs, as the runtime config does.
  typed.get(
    PAGE_STATE_PATH,
    { schema: { querystring: Type.Object({ url: Type.String({ maxLength: 2048 }) }) } },
    async (request, reply) => {
      // Rendered as a browser reads it: `/<tab>/evil.example/` is another host, refused.
      const url = sitePath(request.query.url);
      if (url === undefined) throw badRequest('url must be a path of this site, such as /about.');
      const { runtime, answer } = await pageAt(request, reply, url);
      if (!answer || !('state' in answer)) {
        return reply.code(404).send(failure(`The server renders no page at ${url}.`));
      }
      const personal = !isKept(answer) && answer.personal;
      reply
        .header('Cache-Control', personal ? PERSONAL : cacheControlOf(runtime, 'private, no-cache'))
        .type('application/json');
      return answer.state;
    },
  );

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url.split('?')[0];
    if (under(url, '/v1')) {
      reply.code(404).send(failure(`There is no ${request.method} ${url} in the API.`));
      return;
    }
    if (!wantsPage(request, url) || NOT_CLIENT_ROUTES.some((prefix) => under(url, prefix))) {
      plainNotFound(reply);
      return;
    }
    sendPage(request, reply);
  }
  app.setNotFoundHandler(notFound);
  // The sections' pages have routes of their own, so a page is not first looked for as a file (the
  // static files' wildcard) and then answered as a miss: a kept page costs what a file does. '/'
  // is one of them, which also keeps the static files' directory answer (403) off the home page.
  const pagePaths = definitions.flatMap((definition) => definition.pages.map((page) => page.path));
  for (const pagePath of pagePaths) {
    app.get(pagePath, (request, reply) => {
      if (wantsPage(request, request.url.split('?')[0])) sendPage(request, reply);
      else plainNotFound(reply);
    });
  }

  // Forms sent to a page without its script (POST): the page's action, then the page, never cached.
  await app.register(pageForms, {
    paths: pagePaths,
    callApi,
    render: async (request, reply, submitted) =>
      renderPage({
        url: request.url,
        host: request.host,
        config: await configFor(request, reply),
        submitted,
      }),
  });
}

export default fp(servingPlugin, {
  name: 'serving',
  dependencies: ['uploads', 'sections', 'read-cache', 'previews', 'release-previews'],
});
