import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookies';

/** The cookie that finds a browser's remote overrides: a random token, its hash kept on the session. */
export const OVERRIDE_COOKIE = 'academy_override';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const overrideTokenOf = (request: FastifyRequest) => cookieValue(request, OVERRIDE_COOKIE, TOKEN);

/** The origin of a URL that is http(s), or undefined. */
export function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `origin` is one of DEV_REMOTE_ORIGINS (`http://localhost:*` stands for any port). */
export function devOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const { protocol, hostname } = new URL(origin);
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin;
    const allowed = new URL(pattern.slice(0, -2));
    return allowed.protocol === protocol && allowed.hostname === hostname;
  });
}
