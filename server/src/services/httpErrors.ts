/** A failure whose sentence is safe and useful to show to the caller, with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra headers of the answer, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** What the failure's envelope says besides its sentence (a 409's conflict). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** "… Please try again in 15 minutes.", with the wait in Retry-After as well. */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, `${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}
export const serviceUnavailable = (message: string) => new HttpError(503, message);
