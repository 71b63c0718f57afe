import type { FastifyInstance, RouteOptions } from 'fastify';
import { DATABASE_NOT_READY } from '../plugins/app/database';
import { serviceUnavailable } from '../services/httpErrors';
import type { Section } from './discover';

/** Whether `url` lies below one of the section's pages (`/classes/calendar.ics` below `/classes`). */
export function isBelowPages(section: Section, url: string): boolean {
  return section.definition.pages.some((page) => {
    const base = page.path === '/' ? '' : page.path.replace(/\/+$/, '');
    return (
      !page.path.includes(':') && base !== '' && url.startsWith(`${base}/`) && url.length > base.length + 1
    );
  });
}

/**
 * A section's routes at the site's root, outside the API prefix (its `siteRoutes`): public GETs
 * below its own pages, so a section can serve a file its pages link to (a calendar feed) and
 * nothing else: a route of another method or elsewhere stops the start with the reason. Like the
 * sitemap they come from the content, so they answer 503 until the database is set up.
 */
export function sectionSiteRoutes(section: Section) {
  return async (app: FastifyInstance) => {
    const { siteRoutes } = section.server;
    if (!siteRoutes) return;
    const where = `remotes/${section.definition.name}/server: siteRoutes`;
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = [route.method].flat();
      if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
        throw new Error(`${where}: ${methods.join(', ')} ${route.url} is not a GET; site routes only read`);
      }
      if (!isBelowPages(section, route.url)) {
        throw new Error(`${where}: ${route.url} is not below one of the section's pages`);
      }
      route.config = { ...route.config, access: 'public' };
    });
    app.addHook('onRequest', (_request, _reply, done) => {
      done(app.database.ready ? undefined : serviceUnavailable(DATABASE_NOT_READY));
    });
    await siteRoutes(app);
  };
}

/** Registers a section's scheduled tasks (its `tasks`) with the background tasks. */
export function sectionTasks(app: FastifyInstance, section: Section): void {
  for (const task of section.server.tasks ?? []) {
    if (!(task.everyMs > 0)) {
      throw new Error(
        `remotes/${section.definition.name}/server: the task "${task.failureMessage}" needs an everyMs above 0`,
      );
    }
    app.repeatInBackground(task.failureMessage, task.everyMs, () => task.run(app), { atStart: task.atStart });
  }
}
