import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, setSiteCookie } from '../../../services/cookies';

/** The cookie that holds a visitor's bucket: a number from 0 to 99, and nothing about them. */
const BUCKET_COOKIE = 'academy_bucket';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The visitor's canary bucket: drawn once, at random, and kept in a cookie, so that they get the
 * same release of a remote on every page and reload, on the server's render and in the browser.
 * A canary at p percent goes to buckets 0 to p-1, so raising p keeps everyone already in it.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  const kept = cookieValue(request, BUCKET_COOKIE, /^\d{1,2}$/);
  if (kept !== undefined) return Number(kept);
  const bucket = randomInt(100);
  setSiteCookie(request, reply, {
    name: BUCKET_COOKIE,
    value: String(bucket),
    maxAgeSeconds: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
  });
  return bucket;
}
