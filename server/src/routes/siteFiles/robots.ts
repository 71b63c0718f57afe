import type { FastifyInstance } from 'fastify';
import { ADMIN_AREA_PATH } from '@academy/contracts';
import { REVALIDATE } from '../../services/cacheHeaders';
import { SITEMAP_PATH } from './sitemap';

/** GET /robots.txt: crawlers may read the whole site but the content area, and find the sitemap. */
export async function robotsRoute(app: FastifyInstance) {
  const robots = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${ADMIN_AREA_PATH}`,
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, app.config.publicUrl).href}`,
    '',
  ].join('\n');
  app.get('/robots.txt', (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send(robots);
  });
}
