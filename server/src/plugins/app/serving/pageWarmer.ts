import type { FastifyInstance } from 'fastify';

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

/** Warms the pages once the start-up steps are done (the demo content in); nobody waits for it. */
export function warmPagesAtStart(app: FastifyInstance, paths: readonly string[]): void {
  const warm = pageWarmer(app, paths);
  app.addHook('onReady', async () => {
    app.database.startup.then(warm, () => undefined);
  });
}
