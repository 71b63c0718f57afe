import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { heroImagePreload, type PageModule } from '@academy/contracts';
import { runtimeConfig } from '../serving/runtimeConfig';
import { inProcessReader } from './contentReader';
import { pageDocument } from './document';
import { freshFiles } from './freshFiles';
import { createServerEntries } from './serverEntries';
import { shellRenderer } from './shellRenderer';

/** How long a remote's server entry may take to load before its slot is left to the browser. */
const REMOTE_LOAD_BOUND_MS = 2000;
/** How long a whole page may take on the server before the browser renders it instead. */
const PAGE_RENDER_BOUND_MS = 4000;

export type RenderedAnswer = { status: number; html: string } | { status: number; location: string };

function withinBound<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}

/**
 * A remote's stylesheets are linked the way the browser's federation runtime will ask for them
 * (protocol-relative to the page's own host), so that it finds the server's link and adds no
 * second one: a second link makes the phone style and lay out the whole page again. The host is
 * PUBLIC_URL's, never the request's: on a request to another host (an address of the server's
 * own, a forged Host) the link is path-absolute, which still works (it is only loaded twice).
 */
function stylesheetBase(request: FastifyRequest, publicUrl: string): string {
  const { host } = new URL(publicUrl);
  return request.host === host ? `//${host}` : '';
}

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

/**
 * Server rendering of the public pages: the shell's render bundle with the remotes' server
 * entries and in-process reads, poured into the shell's index.html. Undefined when the page is
 * the browser's to render (the admin area, no render bundle built); a render that fails or runs
 * too long throws, and the caller serves the plain shell instead.
 */
export function pageRenderer(app: FastifyInstance) {
  const { config } = app;
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  const definitions = app.sections.map((section) => section.definition);
  const entries = createServerEntries(app.remoteFolders);
  const renderer = shellRenderer(config.staticRoot);
  const reader = inProcessReader(app);
  const read = freshFiles();

  /** The stylesheets of a remote's exposed module, from its browser manifest. */
  async function stylesheetsOf(remote: string, expose: string, base: string) {
    const dist = app.remoteFolders.get(remote);
    if (!dist) return [];
    const manifest = JSON.parse(await read(path.join(dist, 'mf-manifest.json'))) as {
      exposes: ManifestExpose[];
    };
    const exposed = manifest.exposes.find((entry) => entry.name === expose);
    const chunks = exposed ? [...exposed.assets.css.sync, ...exposed.assets.css.async] : [];
    return chunks.map((chunk) => ({ href: `${base}/remotes/${remote}/${chunk}`, chunk }));
  }

  return async function render(request: FastifyRequest): Promise<RenderedAnswer | undefined> {
    const shell = await renderer();
    if (!shell) return undefined;
    const registry = await runtimeConfig(config, definitions, request.log);
    const page = await withinBound(
      shell.renderPage(new Request(new URL(request.url, config.publicUrl)), {
        reader,
        sections: registry.sections,
        apiOrigin: registry.apiOrigin,
        loadPage: (remote, expose) =>
          withinBound(
            entries.load<PageModule<unknown>>(remote, expose, registry.remotes[remote] ?? ''),
            REMOTE_LOAD_BOUND_MS,
            `Loading ${remote}/${expose} on the server`,
          ),
      }),
      PAGE_RENDER_BOUND_MS,
      `Rendering ${request.url} on the server`,
    );
    if (page.kind === 'browser') return undefined;
    if (page.kind === 'redirect') return { status: page.status, location: page.location };
    const base = stylesheetBase(request, config.publicUrl);
    const stylesheets = (
      await Promise.all(page.remotes.map(({ remote, expose }) => stylesheetsOf(remote, expose, base)))
    ).flat();
    const html = pageDocument(await read(path.join(shellDist, 'index.html')), {
      page,
      state: { config: registry, hydration: page.hydration },
      publicUrl: config.publicUrl,
      path: request.url,
      stylesheets,
      heroImage: heroImagePreload(page.meta.image, registry.apiOrigin),
    });
    return { status: page.status, html };
  };
}
