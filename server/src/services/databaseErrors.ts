// Network codes of the driver and PostgreSQL SQLSTATEs that mean "the server is not there or is
// shutting down" (class 08, 57P0x) or "too many connections" (53300): none is the caller's fault.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

/** True when the error (or one it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && /Connection terminated|PGlite is closed/i.test(message)) return true;
    current = cause;
  }
  return false;
}
