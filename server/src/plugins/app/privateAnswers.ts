import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { accessOf, readsOnly } from './auth';

/**
 * Answers that carry a token or admin-only data must never be kept by a browser or a proxy cache:
 * every API route except the public reads answers `Cache-Control: no-store` (sign-in, sign-out,
 * reset, every admin read and write), failures included. Public reads are left to their own rules.
 */
async function privateAnswersPlugin(app: FastifyInstance) {
  const noStore: onRequestHookHandler = (_request, reply, done) => {
    reply.header('Cache-Control', 'no-store');
    done();
  };
  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    if (access === undefined || (access === 'public' && readsOnly(route))) return;
    route.onRequest = [noStore, ...[route.onRequest ?? []].flat()];
  });
}

export default fp(privateAnswersPlugin, { name: 'private-answers' });
