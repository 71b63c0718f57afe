import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { serviceUnavailable } from './httpErrors';

// scrypt is memory-hard; N=2^15, r=8 uses 32 MiB per hash, and the parameters are stored with
// each hash so they can be raised later without invalidating old ones.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Hashes run on the thread pool that file reads and compression share, at 32 MiB each: at most
 * HASHES_AT_ONCE run together and HASHES_WAITING wait; past that a caller gets a 503 at once,
 * rather than a queue (and memory) that grows with whatever a crowd of clients sends.
 */
export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 16;
export const HASHING_BUSY = 'Too many sign-ins are being checked right now. Please try again in a moment.';

let running = 0;
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) throw serviceUnavailable(HASHING_BUSY);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never dips below the queue.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Compared against when the address has no account, so both cases take as long.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, await decoyHash);
  return false;
}
