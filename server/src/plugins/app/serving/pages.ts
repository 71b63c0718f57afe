import fs from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_PREFIX,
  PAGE_STATE_PATH,
  PREVIEW_QUERY,
  RELEASE_PREVIEW_QUERY,
  type RuntimeConfig,
  UPLOADS_PATH,
  remoteRegistryPaths,
} from '@academy/contracts';
import { type PageRequest, createPageRenderer } from '@academy/ssr';
import { REVALIDATE } from '../../../services/cacheHeaders';
import { sendMovedOrNotFound, sentMoved } from './addresses';
import { plainNotFound, shellRootOf, splitQuery } from './files';
import { BuildFileStamps } from './buildFileStamps';
import { KeptPageFront, browserHas, keptEncoding, putKeptPageFront } from './keptPageFront';
import { type KeptPage, PageCache, type PageCacheOutcome, isKept } from './pageCache';
import { pageForms } from './pageForms';
import { warmPages } from './pageWarmer';
import { RELEASES_PATH } from './releases';
import { PERSONAL, sendRenderedPage } from './renderedPage';
import { cacheControlOf, ownPage } from './runtimeConfig';
import { allowInlineCode } from '../../external/security';
import { failure } from '../../../services/envelope';
import { badRequest } from '../../../services/httpErrors';
import { sitePath } from '../../../services/urls';

/** The audit log's action for a file of a pinned release that did not match its pin. */
export const RELEASE_INTEGRITY_FAILURE = 'release integrity failure';

const NOT_CLIENT_ROUTES = ['/v1', UPLOADS_PATH, '/remotes', RELEASES_PATH];
const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

const PREVIEW_GONE = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8" /><meta name="robots" content="noindex" />',
  '<title>Preview link expired</title></head>',
  '<body><p>This preview link has expired, or its drafts have been published. Ask for a new link.</p></body></html>',
  '',
].join('\n');
/** A page in the trash, when there is no render of it to answer with 410. */
const PAGE_GONE = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8" /><title>Page removed</title></head>',
  '<body><p>This page has been removed.</p><p><a href="/">Home</a></p></body></html>',
  '',
].join('\n');
const PREVIEW_UNAVAILABLE = 'The preview could not be shown right now. Please try again in a moment.';
const RELEASE_PREVIEW_UNAVAILABLE =
  'The release preview could not be opened right now. Please try again in a moment.';

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
 * An API call answered in this process through Fastify, as the request `options` describe (a
 * preview link's reads with its headers, a page form's writes as its visitor): its status, and its
 * JSON (undefined when it is none).
 */
async function callApi(app: FastifyInstance, options: InjectOptions) {
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

/** The sections' page routes (`/blog/:id`): each has a GET route, and a page may prerender it. */
const sectionPagePaths = (app: FastifyInstance) =>
  app.sections.flatMap((section) => section.definition.pages.map((page) => page.path));

/** Server rendering, reading the API's public answers in process (app.readPublic, the read cache). */
function pageRenderer(app: FastifyInstance) {
  const { config } = app;
  return createPageRenderer({
    staticRoot: config.staticRoot,
    publicUrl: config.publicUrl,
    remoteFolders: app.remoteFolders,
    remotePrefixes: config.remotePrefixes,
    cacheDir: path.join(config.dataDir, 'remote-releases'),
    read: (apiPath) => app.readPublic(apiPath),
    pagePaths: sectionPagePaths(app),
    pinnedRelease: app.pinnedReleases.release,
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
}
type RenderPage = ReturnType<typeof pageRenderer>;

/** How a kept page was had: the page as kept, how, and at which content version (read first). */
interface HowItWasHad {
  kept: KeptPage;
  outcome: PageCacheOutcome | undefined;
  version: number | undefined;
}

/**
 * The pages kept for visitors (see PageCache), by what makes one visitor's page differ from
 * another's besides its URL: where its remotes come from (the registry, a canary's variant; the
 * rest of the runtime config is the same for every page this process serves) and whether
 * stylesheets are linked for the site's host (see the renderer).
 */
function keptPages(app: FastifyInstance, renderPage: RenderPage) {
  const buildFiles = new BuildFileStamps();
  app.addHook('onClose', async () => buildFiles.close());
  const pages = new PageCache(
    () => app.contentVersion(),
    () => app.now().getTime(),
    buildFiles,
  );
  app.addHook('onClose', async () => pages.close());
  app.onContentChange((change) => pages.contentChanged(change));
  const publicHost = new URL(app.config.publicUrl).host;
  const front = new KeptPageFront({
    log: app.log,
    contentVersion: () => app.contentVersion(),
    current: (page) => pages.current(page),
    trustsProxy: app.config.trustProxy !== false,
  });
  putKeptPageFront(app.server, front);
  /** A shared runtime config's part of the key, worked out once per config. */
  const remotesKeys = new WeakMap<RuntimeConfig, string>();

  function pageKey(host: string, url: string, runtime: RuntimeConfig) {
    let remotes = remotesKeys.get(runtime);
    if (remotes === undefined) {
      remotes = JSON.stringify(runtime.remotes);
      remotesKeys.set(runtime, remotes);
    }
    return `${host === publicHost ? '' : 'other-host '}${remotes} ${url}`;
  }

  return {
    /**
     * The page at `url` for this visitor: kept, or rendered (and kept when it may be); a page that
     * may be kept says how it was had in `X-Page-Cache` (see PageCacheOutcome).
     */
    async at(request: FastifyRequest, reply: FastifyReply, url: string) {
      const runtime = await app.runtimeConfigFor(request, reply);
      const render = () => renderPage({ url, host: request.host, config: runtime });
      // An administrator's overrides, or a release preview, make the page this browser's alone: never kept.
      if (ownPage(runtime)) return { runtime, answer: await render(), outcome: undefined };
      const { answer, outcome } = await pages.page(pageKey(request.host, url, runtime), {
        render,
        possibleSources: () => renderPage.possibleSources(runtime),
      });
      reply.header('X-Page-Cache', outcome);
      return { runtime, answer, outcome };
    },

    /**
     * A kept page: 304 for a browser that has it, else the copy compressed the way it takes (its
     * first answer, before the copies are made, as it is: the compress plugin compresses it).
     */
    send(request: FastifyRequest, reply: FastifyReply, page: KeptPage, had: HowItWasHad) {
      allowInlineCode(reply, page);
      if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
      reply
        .code(page.status)
        .header('Cache-Control', REVALIDATE)
        .header('ETag', page.etag)
        .header('Vary', 'Accept-Encoding')
        .type(page.contentType);
      // Found kept with its compressed copies: the front answers the same requests alike from now on.
      if (had.outcome === 'hit' && had.version !== undefined && had.kept.encoded)
        front.record(request, reply, { version: had.version, page: had.kept });
      if (browserHas(request.headers, page)) {
        reply.code(304).send();
        return;
      }
      const encoding = keptEncoding(request.headers['accept-encoding']);
      if (encoding && page.encoded) reply.header('Content-Encoding', encoding).send(page.encoded[encoding]);
      else reply.send(page.body);
    },
  };
}

/** The shell's index.html: the browser renders the page (the admin area, or a failed render). */
function sendShell(reply: FastifyReply, shellRoot: string) {
  fs.stat(path.join(shellRoot, 'index.html')).then(
    (stats) => (stats.isFile() ? reply.sendFile('index.html', shellRoot) : plainNotFound(reply)),
    () => plainNotFound(reply),
  );
}

/**
 * A preview link's page: rendered with the drafts applied (its reads see them), for whoever has
 * the link while it lives, never kept by any cache or indexed; a link that expired, was ended by
 * a publish or is for another page shows a sentence saying so.
 */
async function sendPreview(
  app: FastifyInstance,
  renderPage: RenderPage,
  { request, reply, token }: { request: FastifyRequest; reply: FastifyReply; token: string },
) {
  reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  const url = new URL(request.url, 'http://site');
  url.searchParams.delete(PREVIEW_QUERY);
  const link = await app.previews.find(token);
  if (!link || new URL(link.path, 'http://site').pathname !== url.pathname) {
    reply.code(410).type('text/html; charset=utf-8').send(PREVIEW_GONE);
    return;
  }
  const answer = await renderPage({
    url: `${url.pathname}${url.search}`,
    host: request.host,
    config: await app.runtimeConfigFor(request, reply),
    preview: {
      expiresAt: link.expiresAt.toISOString(),
      read: (apiPath) =>
        callApi(app, { method: 'GET', url: `${API_PREFIX}${apiPath}`, headers: link.readHeaders }),
    },
  });
  if (!answer) sendShell(reply, shellRootOf(app.config.staticRoot));
  else if ('location' in answer) reply.code(answer.status).redirect(answer.location, answer.status);
  else sendRenderedPage(reply, answer, 'private, no-store');
}

/**
 * Loads ahead what rendering needs (the remotes built on this disk, as the initial registry names
 * them), and renders the pages ahead when WARM_PAGES says so: at start and at each new build.
 */
function warmPagesWith(app: FastifyInstance, renderPage: RenderPage) {
  warmPages(app, {
    paths: sectionPagePaths(app),
    loadAhead: async () => renderPage.loadAhead(await app.initialRemotes(app.log)),
    renderAhead: app.config.warmPages,
  });
}

/**
 * The pages: each section's page routes rendered on the server (kept for visitors), preview
 * links, release previews, /page-state, forms sent without the page's script, and what any other
 * path gets (the 404 policy).
 */
async function pagesPlugin(app: FastifyInstance) {
  const shellRoot = shellRootOf(app.config.staticRoot);
  const renderPage = pageRenderer(app);
  const kept = keptPages(app, renderPage);
  warmPagesWith(app, renderPage);

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
      sendPreview(app, renderPage, { request, reply, token: previewToken }).catch((error: unknown) => {
        request.log.error({ err: error }, 'A preview could not be rendered');
        reply.code(503).type('text/plain; charset=utf-8').send(PREVIEW_UNAVAILABLE);
      });
      return;
    }
    sendAddress(request, reply).catch((error: unknown) => {
      request.log.error({ err: error }, 'Server rendering failed; the browser renders the page');
      sendShell(reply, shellRoot);
    });
  }

  /**
   * A visitor's page at its address: a redirect's `from` answers the redirect (before any 404: a
   * redirect never shadows a page, see the redirects' routes), and a page of an item in the trash
   * its render with 410 Gone rather than 404 while it is there.
   */
  async function sendAddress(request: FastifyRequest, reply: FastifyReply) {
    const path = splitQuery(request.url)[0];
    // Read before the addresses and runtime config: the front replays this answer while it holds.
    const version = app.contentVersion();
    const addresses = await app.siteAddresses.now();
    if (sentMoved(addresses, request, reply)) return;
    const { runtime, answer: rendered, outcome } = await kept.at(request, reply, request.url);
    const gone = addresses.gone.has(path);
    // A copy: the kept page itself stays as rendered.
    const answer = rendered && rendered.status === 404 && gone ? { ...rendered, status: 410 } : rendered;
    // Without a render (no shell build to render with), the page's 410 says so in a line.
    if (!answer && gone) reply.code(410).type('text/html; charset=utf-8').send(PAGE_GONE);
    else if (!answer) sendShell(reply, shellRoot);
    else if (isKept(answer))
      kept.send(request, reply, answer, { kept: rendered as KeptPage, outcome, version });
    else if ('location' in answer) reply.code(answer.status).redirect(answer.location, answer.status);
    else sendRenderedPage(reply, answer, cacheControlOf(runtime, REVALIDATE));
  }

  // The state of a page that waits for its app until a visitor needs it, from the same kept render
  // as its HTML. It differs by visitor while a canary runs, as the runtime config does.
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      PAGE_STATE_PATH,
      { schema: { querystring: Type.Object({ url: Type.String({ maxLength: 2048 }) }) } },
      async (request, reply) => {
        // Rendered as a browser reads it: `/<tab>/evil.example/` is another host, refused.
        const url = sitePath(request.query.url);
        if (url === undefined) throw badRequest('url must be a path of this site, such as /about.');
        const { runtime, answer } = await kept.at(request, reply, url);
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (under(url, '/v1')) {
      reply.code(404).send(failure(`There is no ${request.method} ${url} in the API.`));
      return;
    }
    if (NOT_CLIENT_ROUTES.some((prefix) => under(url, prefix))) {
      plainNotFound(reply);
      return;
    }
    if (wantsPage(request, url)) {
      sendPage(request, reply);
      return;
    }
    // Not a page (an old site's /brochure.pdf, say): its redirect if it has one, else a plain 404.
    sendMovedOrNotFound(app, request, reply);
  });
  // The sections' pages have routes of their own, so a page is not first looked for as a file (the
  // static files' wildcard) and then answered as a miss: a kept page costs what a file does. '/'
  // is one of them, which also keeps the static files' directory answer (403) off the home page.
  const pagePaths = sectionPagePaths(app);
  for (const pagePath of pagePaths) {
    app.get(pagePath, (request, reply) => {
      if (wantsPage(request, request.url.split('?')[0])) sendPage(request, reply);
      else plainNotFound(reply);
    });
  }

  // Forms sent to a page without its script (POST): the page's action, then the page, never cached.
  await app.register(pageForms, {
    paths: pagePaths,
    callApi: (options) => callApi(app, options),
    render: async (request, reply, submitted: NonNullable<PageRequest['submitted']>) =>
      renderPage({
        url: request.url,
        host: request.host,
        config: await app.runtimeConfigFor(request, reply),
        submitted,
      }),
  });
}

export default fp(pagesPlugin, {
  name: 'serving-pages',
  dependencies: [
    'serving-files',
    'serving-runtime',
    'sections',
    'read-cache',
    'previews',
    'release-previews',
  ],
});
