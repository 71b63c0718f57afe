// Network codes of the driver and PostgreSQL SQLSTATEs that mean "the server is not there or is
// shutting down" (class 08, 57P0x), "too many connections" (53300) or "a time limit ended the
// statement" (57014, 55P03 lock not available, 25P03 idle transaction ended): none is the
// caller's fault.
const UNAVAILABLE_CODES = new Set([
  '57014',
  '55P03',
  '25P03',
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

// The pg driver's own failures carry no code: a lost or closed connection, a connection or a
// pooled client not obtained in time, a query not answered in time.
const DRIVER_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|PGlite is closed/i;

/** True when the error (or one it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
