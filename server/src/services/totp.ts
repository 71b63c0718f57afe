import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from './tokens';

// Two-factor sign-in with an authenticator app: TOTP as RFC 6238 and every app use it (SHA-1,
// 6 digits, a new code every 30 seconds).
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A phone's clock a little off, or a code typed as it changed: the steps either side are accepted. */
const STEPS_ACCEPTED_EITHER_SIDE = 1;
const SECRET_BYTES = 20;

/** What the authenticator app names the account by when PUBLIC_URL names no real host. */
const DEFAULT_ISSUER = 'Karate Academy';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A new random secret (160 bits, RFC 4226's recommendation), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The academy's host, which the authenticator app shows beside the account. */
export function totpIssuer(publicUrl: string): string {
  const { hostname } = new URL(publicUrl);
  return LOOPBACK_HOSTS.has(hostname) ? DEFAULT_ISSUER : hostname;
}

/** The `otpauth://totp/...` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: { email: string; issuer: string }): string {
  return new TOTP({
    ...TOTP_SETTINGS,
    issuer: account.issuer,
    label: account.email,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** Whether a typed code has the shape of an authenticator's code (else it may be a recovery code). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step `code` belongs to when it is right for `secret` at `now`, else undefined. The
 * caller refuses a step at or before the last one accepted, so that each code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | undefined {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    ...TOTP_SETTINGS,
    secret: Secret.fromBase32(secret),
    token: code.replace(/\s/g, ''),
    timestamp,
    window: STEPS_ACCEPTED_EITHER_SIDE,
  });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
}

// Recovery codes: three groups of four characters of 31 that cannot be mistaken for one another
// (no 0/o, 1/l/i), about 59 random bits, shown as abcd-efgh-jkmn.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

const recoveryGroup = () =>
  Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');

export function newRecoveryCode(): string {
  return [recoveryGroup(), recoveryGroup(), recoveryGroup()].join('-');
}

/** Only this hash is stored; typed in capitals, with spaces or without the hyphens, it is the same code. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
