import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, type Role } from '@academy/contracts';
import { type SessionAdmin, findSessionAdmin, touchSession } from '../../repositories/sessions';
import { requiresTwoFactor } from '../../repositories/siteSettings';
import { forbidden, unauthorized } from '../../services/httpErrors';
import { OWNER_ONLY, roleRefusal } from '../../services/roles';
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
    /**
     * The roles that may call an admin route (services/roles.ts). Every admin route says; one
     * that does not is the owner's alone, and the route guard test fails the build for it.
     */
    roles?: readonly Role[];
    /** An admin route an account may call while it must still set up two-factor sign-in. */
    beforeTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, on admin routes. */
    admin: SessionAdmin | null;
    /** Hash of the bearer token of this request's session, on admin routes. */
    sessionTokenHash: string | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_TOUCH_MS = 60_000;

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
    const { config } = request.routeOptions;
    if (!(config.roles ?? OWNER_ONLY).includes(admin.role)) throw forbidden(roleRefusal(admin.role));
    if (!admin.twoFactorEnabled && !config.beforeTwoFactorSetup && (await requiresTwoFactor(app.db))) {
      throw forbidden('Set up two-factor sign-in first: the owner requires it for every account.');
    }
    // Where and when each session was last used (the account's sessions list), at most once a minute.
    const now = app.now();
    if (!admin.lastUsedAt || now.getTime() - admin.lastUsedAt.getTime() > SESSION_TOUCH_MS) {
      await touchSession(app.db, tokenHash, { now, address: request.client });
    }
  };

  app.addHook('onRoute', (route) => {
    if (accessOf(route) !== 'admin') return;
    route.onRequest = [requireAdmin, ...[route.onRequest ?? []].flat()];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'database', 'clock'] });
