// How page loaders read the content API, in the browser (through the shared client) and on the
// server (in process). No React here: the server imports it at run time.

/**
 * What a loader may call: GET a path below the API prefix and get the envelope's `data`. It
 * rejects with a ContentRequestError, so a page can tell a missing record from a failed call.
 */
export interface ContentReader {
  get<T>(path: string): Promise<T>;
}

/** A failed content read, with the HTTP status when the server answered. */
export class ContentRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentRequestError';
  }
}

/**
 * The status of a failed read (404 for a missing record), when there was an answer. Known by its
 * name, not by `instanceof`: the reader that threw it (the shell's, the server's) was built with
 * its own copy of this module, not the page's.
 */
export function contentErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'ContentRequestError') return undefined;
  const { status } = error as Partial<ContentRequestError>;
  return typeof status === 'number' ? status : undefined;
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
