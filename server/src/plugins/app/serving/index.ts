import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import addresses from './addresses';
import files from './files';
import pages from './pages';
import runtime from './runtime';

export { RELEASE_INTEGRITY_FAILURE } from './pages';

/**
 * One origin serves everything, in three rooms with one job each: the files (the path guards,
 * the shell's and the remotes' builds, releases, uploads), the runtime (each visitor's runtime
 * config: the live registry, canaries, overrides, release previews) and the pages (server
 * rendering of the sections' pages, previews, /page-state, page forms, the 404 policy, and before
 * it the addresses: redirects, and the 410 of a page in the trash).
 */
async function servingPlugin(app: FastifyInstance) {
  await app.register(files);
  await app.register(runtime);
  await app.register(addresses);
  await app.register(pages);
}

export default fp(servingPlugin, {
  name: 'serving',
  dependencies: ['uploads', 'sections', 'read-cache', 'previews', 'release-previews'],
});
