import type { FastifyRequest } from 'fastify';
import { httpOrigin } from './urls';

/**
 * The site a request was sent from, as the browser names it: its `Origin` (`null` from a page
 * whose referrer policy is no-referrer, or a sandboxed frame), else its `Referer`'s origin;
 * undefined when the browser sent neither.
 */
export function sentFrom(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return httpOrigin(origin) ?? 'null';
  if (referer !== undefined) return httpOrigin(referer) ?? 'null';
  return undefined;
}

/**
 * Whether `from` (see sentFrom) is another site than this one: neither `publicOrigin` (PUBLIC_URL's)
 * nor the address the request was sent to. A request that names no site (undefined) is believed:
 * an attacker's page cannot make a current browser leave Origin out.
 */
export function isElsewhere(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  from: string | undefined,
  publicOrigin: string | undefined,
): boolean {
  return (
    from !== undefined &&
    from !== publicOrigin &&
    from !== httpOrigin(`${request.protocol}://${request.host}`)
  );
}
