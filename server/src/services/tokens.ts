import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Record ids: opaque strings, as the contract's `_id`. */
export function newId(): string {
  return randomUUID();
}

/** Compares a presented token with a secret in constant time (their hashes have one length). */
export function tokensMatch(presented: string, secret: string): boolean {
  return timingSafeEqual(Buffer.from(hashToken(presented), 'hex'), Buffer.from(hashToken(secret), 'hex'));
}
