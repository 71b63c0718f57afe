import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of the request, if it matches `pattern` (its whole value). */
export function cookieValue(request: FastifyRequest, name: string, pattern: RegExp): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (pattern.test(value)) return value;
  }
  return undefined;
}

/**
 * Sets a cookie only this site's pages send back (never a script: HttpOnly), over https only when
 * the request came that way. `maxAgeSeconds` 0 removes it.
 */
export function setSiteCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' },
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAgeSeconds}; SameSite=${cookie.sameSite}; HttpOnly${secure}`,
  );
}
