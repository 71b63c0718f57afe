import type { SectionDefinition } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { DATABASE_NOT_READY } from '../../plugins/app/database';
import { serviceUnavailable } from '../../services/httpErrors';
import { iconRoutes } from './icons';
import { robotsRoute } from './robots';
import { sitemapRoute } from './sitemap';

/**
 * The files a website has at fixed addresses, for crawlers and browsers: the sitemap, robots.txt
 * and the icons. The sitemap and the icons come from the content, so like the API they answer 503
 * until the database is set up.
 */
export default async function siteFileRoutes(
  app: FastifyInstance,
  { sections }: { sections: readonly SectionDefinition[] },
) {
  await app.register(robotsRoute);
  await app.register(async (fromContent) => {
    fromContent.addHook('onRequest', (_request, _reply, done) => {
      done(app.database.ready ? undefined : serviceUnavailable(DATABASE_NOT_READY));
    });
    await fromContent.register(sitemapRoute, { sections });
    await fromContent.register(iconRoutes);
  });
}
