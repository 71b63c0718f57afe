import type { ApiEnvelope, ContentReader, ContentWriter } from '@academy/contracts';
import { ContentRequestError } from '@academy/runtime';

/** An API call as the server answers it, in its own process. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A GET below the API prefix as the server answers it, in its own process. */
export type ApiRead = (path: string) => Promise<ApiAnswer>;

/** A POST of JSON below the API prefix, answered in the server's process for one visitor. */
export type ApiWrite = (path: string, body: unknown) => Promise<ApiAnswer>;

/** The envelope's data, or the runtime's ContentRequestError: the class the pages know. */
function dataOf<T>({ status, body }: ApiAnswer): T {
  const envelope = body as ApiEnvelope<T> | undefined;
  if (status >= 400 || !envelope || envelope.success !== true) {
    const reason = envelope && envelope.success === false ? envelope.error : `HTTP ${status}`;
    throw new ContentRequestError(reason, status >= 400 ? status : undefined);
  }
  return envelope.data;
}

/**
 * The page loaders' reads on the server: the API's own routes, called in the server's process
 * (so the read cache, the limits on the database and the error sentences are the browser's).
 */
export function serverReader(read: ApiRead): ContentReader {
  return {
    get: async <T>(path: string) => dataOf<T>(await read(path)),
  };
}

/**
 * A page action's writes on the server: the API's own routes, in process, as the visitor who sent
 * the form (validation, limits and sentences are the live form's).
 */
export function serverWriter(write: ApiWrite): ContentWriter {
  return {
    post: async <T>(path: string, body: unknown) => dataOf<T>(await write(path, body)),
  };
}
