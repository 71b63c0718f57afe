import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookies';

/** The cookie that finds a browser's remote overrides: a random token, its hash kept on the session. */
export const OVERRIDE_COOKIE = 'academy_override';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const overrideTokenOf = (request: FastifyRequest) => cookieValue(request, OVERRIDE_COOKIE, TOKEN);

/** Whether `origin` is one of DEV_REMOTE_ORIGINS (`http://localhost:*` stands for any port). */
export function devOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const { protocol, hostname } = new URL(origin);
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin;
    const allowed = new URL(pattern.slice(0, -2));
    return allowed.protocol === protocol && allowed.hostname === hostname;
  });
}
