import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from 'shared-contracts/api';
import { routeAccess } from './auth';

const READ_METHODS = new Set(['GET', 'HEAD']);

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
    if (!route.url.startsWith(API_PREFIX)) return;
    const publicRead =
      routeAccess(route) === 'public' && [route.method].flat().every((method) => READ_METHODS.has(method));
    if (!publicRead) route.onRequest = [noStore, ...[route.onRequest ?? []].flat()];
  });
}

export default fp(privateAnswersPlugin, { name: 'private-answers' });
