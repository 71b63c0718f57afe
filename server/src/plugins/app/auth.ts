import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, type AdminUser } from '@academy/contracts';
import { findSessionAdmin } from '../../repositories/sessions';
import { unauthorized } from '../../services/httpErrors';
import { hashToken, tokensMatch } from '../../services/tokens';

/** Who may call a route under the API prefix. */
export type RouteAccess = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only needed to differ from the default: reads are public, every other method is admin. */
    access?: RouteAccess;
    /**
     * An admin route a deploy pipeline may call too, with `Authorization: Bearer <DEPLOY_TOKEN>`
     * (the remote registry); `request.admin` is then null.
     */
    deployToken?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in administrator, on admin routes. */
    admin: AdminUser | null;
    /** Hash of the bearer token of this request's session, on admin routes. */
    sessionTokenHash: string | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when every method of the route only reads. */
export function readsOnly(route: Pick<RouteOptions, 'method'>): boolean {
  return [route.method].flat().every((method) => READ_METHODS.has(method));
}

/** Who may call a route; undefined outside the API prefix, where no session is ever asked for. */
export function accessOf(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): RouteAccess | undefined {
  if (!route.url.startsWith(API_PREFIX)) return undefined;
  if (route.config?.access) return route.config.access;
  return readsOnly(route) ? 'public' : 'admin';
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Every route under the API prefix is guarded unless it says otherwise: the hook is attached
 * as each route is declared, so a new write route cannot be left open by forgetting a line.
 * It runs on request, before any body (an upload, say) is read.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionTokenHash', null);

  const { deployToken } = app.config;
  const isDeployToken = (token: string) => deployToken !== undefined && tokensMatch(token, deployToken);

  const requireAdmin: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    if (request.routeOptions.config.deployToken && isDeployToken(token)) return;
    const tokenHash = hashToken(token);
    const admin = await findSessionAdmin(app.db, tokenHash, app.now());
    if (!admin && request.routeOptions.config.deployToken)
      throw unauthorized('That is neither the deploy token nor a valid session. Please sign in again.');
    if (!admin) throw unauthorized('Your session has expired or is not valid. Please sign in again.');
    request.admin = admin;
    request.sessionTokenHash = tokenHash;
  };

  app.addHook('onRoute', (route) => {
    if (accessOf(route) !== 'admin') return;
    route.onRequest = [requireAdmin, ...[route.onRequest ?? []].flat()];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'database', 'clock'] });
