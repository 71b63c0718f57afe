import { createHash, randomBytes, randomUUID } from 'node:crypto';

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
