import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import backgroundTasks from '../src/plugins/app/backgroundTasks';
import type {} from '../src/plugins/app/database';
import { loadSections } from '../src/sections/discover';
import type { SectionServer } from '../src/sections/sectionServer';
import { isBelowPages, sectionSiteRoutes, sectionTasks } from '../src/sections/siteRoutes';

// What a section's server code may add beside its API: routes at the site's root below its own
// pages (GET only), and work on a schedule.

const classes = loadSections().find((section) => section.definition.name === 'classes')!;
const withServer = (server: SectionServer) => ({ ...classes, server });

/** An app with only what these pieces need: a database that is (or is not) set up, and the background tasks. */
function appWith(ready: boolean, register: (app: FastifyInstance) => void): FastifyInstance {
  const app = Fastify();
  app.register(
    fp(
      async (scope) => {
        scope.decorate('database', {
          ready,
          startup: Promise.resolve(),
        } as unknown as FastifyInstance['database']);
      },
      { name: 'database' },
    ),
  );
  app.register(backgroundTasks);
  register(app);
  return app;
}

describe("a section's site routes", () => {
  it('lie below one of its pages, never at a page itself or elsewhere', () => {
    expect(isBelowPages(classes, '/classes/calendar.ics')).toBe(true);
    expect(isBelowPages(classes, '/classes/book/more')).toBe(true);
    expect(isBelowPages(classes, '/classes')).toBe(false);
    expect(isBelowPages(classes, '/classes/')).toBe(false);
    expect(isBelowPages(classes, '/classesx/feed')).toBe(false);
    expect(isBelowPages(classes, '/blog/feed.xml')).toBe(false);
    expect(isBelowPages(classes, '/robots.txt')).toBe(false);
  });

  it('answer GETs at the site root, and 503 while the database is not set up', async () => {
    const siteRoutes = (app: FastifyInstance) => {
      app.get('/classes/feed.txt', async () => 'feed');
    };
    const app = appWith(true, (root) => root.register(sectionSiteRoutes(withServer({ siteRoutes }))));
    expect((await app.inject({ url: '/classes/feed.txt' })).body).toBe('feed');
    expect((await app.inject({ method: 'HEAD', url: '/classes/feed.txt' })).statusCode).toBe(200);
    await app.close();
    const notReady = appWith(false, (root) => root.register(sectionSiteRoutes(withServer({ siteRoutes }))));
    expect((await notReady.inject({ url: '/classes/feed.txt' })).statusCode).toBe(503);
    await notReady.close();
  });

  it.each<[string, (app: FastifyInstance) => void, string]>([
    [
      'a write',
      (app) => app.post('/classes/subscribe', async () => ''),
      'remotes/classes/server: siteRoutes: POST /classes/subscribe is not a GET; site routes only read',
    ],
    [
      'a path outside its pages',
      (app) => app.get('/feed.ics', async () => ''),
      "remotes/classes/server: siteRoutes: /feed.ics is not below one of the section's pages",
    ],
    [
      "a page's own path",
      (app) => app.get('/classes', async () => ''),
      "remotes/classes/server: siteRoutes: /classes is not below one of the section's pages",
    ],
  ])('refuse %s at start', async (_what, siteRoutes, message) => {
    const app = Fastify();
    app.decorate('database', { ready: true } as unknown as FastifyInstance['database']);
    app.register(sectionSiteRoutes(withServer({ siteRoutes })));
    await expect(app.ready()).rejects.toThrow(message);
  });
});

describe("a section's scheduled tasks", () => {
  it('run every everyMs once the database is set up, and at start when asked', async () => {
    const runs: string[] = [];
    const seen: FastifyInstance[] = [];
    const app = appWith(true, (root) =>
      root.register(async (scope) =>
        sectionTasks(
          scope,
          withServer({
            tasks: [
              {
                failureMessage: 'ticks',
                everyMs: 20,
                atStart: true,
                run: async (given) => {
                  seen.push(given);
                  runs.push('tick');
                },
              },
            ],
          }),
        ),
      ),
    );
    await app.ready();
    // Runs are counted, not timed: a loaded machine only makes them come later.
    const deadline = Date.now() + 10_000;
    while (runs.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await app.close();
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(typeof seen[0].repeatInBackground).toBe('function');
  });

  it('refuse a task without a period', async () => {
    const app = appWith(true, (root) =>
      root.register(async (scope) =>
        sectionTasks(
          scope,
          withServer({ tasks: [{ failureMessage: 'never', everyMs: 0, run: async () => {} }] }),
        ),
      ),
    );
    await expect(app.ready()).rejects.toThrow(
      'remotes/classes/server: the task "never" needs an everyMs above 0',
    );
  });
});
