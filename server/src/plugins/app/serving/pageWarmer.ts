import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ItemAddress } from '@academy/contracts';
import { statStamp } from './buildFileStamps';
import { shellRootOf } from './files';

/** How often the build's files are looked at for a new build (a stat of each: microseconds). */
const BUILD_CHECK_MS = 1_000;
/** How many of a list's newest items have their page rendered ahead (a blog's latest posts). */
const ITEM_PAGES_AHEAD = 5;

/** What is done ahead of visitors at start and when a new build is seen. */
export interface WarmPagesOptions {
  /** The sections' page routes (`/blog/:id` among them). */
  paths: readonly string[];
  /**
   * Loads what rendering needs without rendering (the render bundle and the remotes' server
   * entries, the document, the manifests, the compiled stylesheets); resolves to what it loaded,
   * undefined when this server renders no page (no render bundle).
   */
  loadAhead: () => Promise<{ modules: number; stylesheets: number } | undefined>;
  /** Whether the pages are also rendered and kept ahead of visitors (WARM_PAGES). */
  renderAhead: boolean;
}

/**
 * A full garbage collection, now, when the process was started with `--expose-gc` (as
 * scripts/server.js, `npm start`, starts it). Loading a build allocates its code and objects, and
 * leaves a previous build's as garbage: V8 then marked and compacted the heap during the first
 * renders after it (marking steps of 25-65 ms and a mark-compact of 13-20 ms in a traced run; over
 * 10 new builds, the first renders' p95 was 92 ms, and 41 ms with this collection done right after
 * the load). Without the flag (tests, a bare `node main.js`) V8 collects when it chooses.
 */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * The pages of the newest items of each list whose items have a page (a blog's posts), as a
 * visitor finds them listed (the list's public read, newest first).
 */
async function newestItemPages(app: FastifyInstance): Promise<string[]> {
  const lists = app.sections.flatMap(({ definition }) =>
    Object.values(definition.lists).filter((list) => list.itemPage),
  );
  const pages = await Promise.all(
    lists.map(async (list) => {
      const { status, body } = await app.readPublic(list.path);
      const items = status === 200 ? (body as { data?: ItemAddress[] }).data : undefined;
      return (items ?? []).slice(0, ITEM_PAGES_AHEAD).map((item) => list.itemPage!(item));
    }),
  );
  return pages.flat();
}

/**
 * The pages the sections declare, and the newest items' pages, asked for by the server itself, one
 * after the other, in the background, as a visitor without a session at the site's address asks:
 * rendered and kept ahead of visitors. The first render of each page reads its content and
 * renders it (React, the reads, the compression of its kept copies): done here, not on a visitor's
 * request. A call while a round is under way asks for one more round after it.
 */
function pageWarmer(app: FastifyInstance, paths: readonly string[]) {
  const host = new URL(app.config.publicUrl).host;
  const pagePaths = paths.filter((path) => !path.includes(':'));
  let underWay = false;
  let again = false;

  async function round(): Promise<void> {
    for (const url of [...pagePaths, ...(await newestItemPages(app))]) {
      await app.inject({
        method: 'GET',
        url,
        headers: { host, accept: 'text/html', 'accept-encoding': 'br' },
      });
    }
  }

  return function warm(): void {
    if (underWay) {
      again = true;
      return;
    }
    underWay = true;
    round()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'The pages could not be rendered ahead of visitors'),
      )
      .finally(() => {
        underWay = false;
        if (!again) return;
        again = false;
        warm();
      });
  };
}

/**
 * The files a deployment replaces that the pages are made from: the shell's render bundle and
 * document, and each remote's server entry and manifest on this disk.
 */
function buildFiles(app: FastifyInstance): string[] {
  const shell = shellRootOf(app.config.staticRoot);
  return [
    path.join(shell, 'server', 'render.js'),
    path.join(shell, 'document.json'),
    ...[...app.remoteFolders.values()].flatMap((folder) => [
      path.join(folder, 'server', 'remoteEntry.js'),
      path.join(folder, 'mf-manifest.json'),
    ]),
  ];
}

/** The files' times of change, as one word: -1 for a file that does not exist. */
const stampsOf = (files: readonly string[]) => files.map(statStamp).join(' ');

/**
 * Moves the one-off costs of rendering out of visitors' requests (issue 33, decision 0173): before
 * the server listens, and again each time a new build is deployed (looked for every
 * BUILD_CHECK_MS), what rendering needs is loaded ahead (see WarmPagesOptions.loadAhead); with
 * `renderAhead`, the pages are then rendered and kept too, once the start-up steps are done (the
 * demo content in) and after each new build. Nobody waits for a new build's.
 */
export function warmPages(app: FastifyInstance, options: WarmPagesOptions): void {
  const warm = options.renderAhead ? pageWarmer(app, options.paths) : undefined;
  const files = buildFiles(app);
  let stamps = stampsOf(files);

  /** What rendering needs, and the serializers of the public reads the pages make (once). */
  async function loadAhead(): Promise<void> {
    const started = performance.now();
    try {
      const loaded = await options.loadAhead();
      if (!loaded) return;
      const serializers = app.compilePublicReads();
      collectGarbage();
      app.log.info(
        { ...loaded, serializers, ms: Math.round(performance.now() - started) },
        'Loaded ahead of visitors: the render bundle, the remotes server modules, the stylesheets and the reads serializers',
      );
    } catch (error) {
      app.log.warn({ err: error }, 'What rendering needs could not be loaded ahead of visitors');
    }
  }

  app.addHook('onReady', async () => {
    await loadAhead();
    if (warm) app.database.startup.then(warm, () => undefined);
  });
  app.repeatInBackground('The pages of a new build could not be rendered', BUILD_CHECK_MS, async () => {
    const now = stampsOf(files);
    if (now === stamps) return;
    stamps = now;
    await loadAhead();
    warm?.();
  });
}
