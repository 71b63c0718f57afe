import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { shellRootOf } from './files';

/** How often the build's files are looked at for a new build (a stat of each: microseconds). */
const BUILD_CHECK_MS = 1_000;

/**
 * The pages the sections declare (those without parameters) asked for by the server itself, one
 * after the other, in the background, as a visitor without a session at the site's address asks:
 * rendered and kept ahead of visitors. The first render of a page after a start loads the render
 * bundles and the remotes' server entries, compiles the stylesheets and reads the content (38-177
 * ms a page): done here, once at start, not on a visitor's request. A call while a round is under
 * way asks for one more round after it.
 */
function pageWarmer(app: FastifyInstance, paths: readonly string[]) {
  const host = new URL(app.config.publicUrl).host;
  const pagePaths = paths.filter((path) => !path.includes(':'));
  let underWay = false;
  let again = false;

  async function round(): Promise<void> {
    for (const url of pagePaths) {
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
const stampsOf = (files: readonly string[]) =>
  files.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1).join(' ');

/**
 * Warms the pages once the start-up steps are done (the demo content in), and again each time a
 * new build is deployed (looked for every BUILD_CHECK_MS): loading the new bundles and rendering
 * the pages with them is then done here, not on the next visitor's request. Nobody waits for it.
 */
export function warmPagesAtStart(app: FastifyInstance, paths: readonly string[]): void {
  const warm = pageWarmer(app, paths);
  const files = buildFiles(app);
  let stamps = stampsOf(files);
  app.addHook('onReady', async () => {
    app.database.startup.then(warm, () => undefined);
  });
  app.repeatInBackground('The pages of a new build could not be rendered', BUILD_CHECK_MS, async () => {
    const now = stampsOf(files);
    if (now === stamps) return;
    stamps = now;
    warm();
  });
}
