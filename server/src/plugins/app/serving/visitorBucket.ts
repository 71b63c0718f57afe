import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that holds a visitor's bucket: a number from 0 to 99, and nothing about them. */
export const BUCKET_COOKIE = 'academy_bucket';
const BUCKET = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The visitor's canary bucket: drawn once, at random, and kept in a cookie, so that they get the
 * same release of a remote on every page and reload, on the server's render and in the browser.
 * A canary at p percent goes to buckets 0 to p-1, so raising p keeps everyone already in it.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  const kept = BUCKET.exec(request.headers.cookie ?? '');
  if (kept) return Number(kept[1]);
  const bucket = randomInt(100);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
  return bucket;
}
