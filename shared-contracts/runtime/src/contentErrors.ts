import type { ContentReader } from '@academy/contracts';

/**
 * A failed content read, with the HTTP status when the server answered. One class for the whole
 * page: the runtime is a single shared instance (in the browser, and in the server's renderer),
 * so the reader that throws it and the page that looks at it agree on `instanceof`.
 */
export class ContentRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentRequestError';
  }
}

/** The status of a failed read (404 for a missing record), when there was an answer. */
export function contentErrorStatus(error: unknown): number | undefined {
  return error instanceof ContentRequestError ? error.status : undefined;
}

/**
 * A ContentReader over any `get`: failures become ContentRequestErrors carrying the status that
 * `statusOf` finds (the browser passes the axios client's getData and getErrorStatus).
 */
export function contentReader(
  get: <T>(path: string) => Promise<T>,
  statusOf: (error: unknown) => number | undefined,
): ContentReader {
  return {
    async get<T>(path: string) {
      try {
        return await get<T>(path);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new ContentRequestError(message, statusOf(error));
      }
    },
  };
}
