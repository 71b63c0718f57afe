import type { ApiEnvelope, ContentReader } from '@academy/contracts';
import { ContentRequestError } from '@academy/runtime';

/** A GET below the API prefix as the server answers it, in its own process. */
export type ApiRead = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * The page loaders' reads on the server: the API's own routes, called in the server's process
 * (so the read cache, the limits on the database and the error sentences are the browser's).
 * A failure is the runtime's ContentRequestError, the class the pages know.
 */
export function serverReader(read: ApiRead): ContentReader {
  return {
    async get<T>(path: string): Promise<T> {
      const { status, body } = await read(path);
      const envelope = body as ApiEnvelope<T> | undefined;
      if (status >= 400 || !envelope || envelope.success !== true) {
        const reason = envelope && envelope.success === false ? envelope.error : `HTTP ${status}`;
        throw new ContentRequestError(reason, status >= 400 ? status : undefined);
      }
      return envelope.data;
    },
  };
}
