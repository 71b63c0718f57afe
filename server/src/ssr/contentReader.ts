import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ApiEnvelope, type ContentReader } from '@academy/contracts';
import { ContentRequestError } from '@academy/runtime';

/**
 * The page loaders' reads on the server: the API's own routes, called in this process (so the
 * read cache, the limits on the database and the error sentences are the same as the browser's).
 */
export function inProcessReader(app: FastifyInstance): ContentReader {
  return {
    async get<T>(path: string): Promise<T> {
      const response = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}${path}`,
        headers: { accept: 'application/json' },
      });
      let body: ApiEnvelope<T> | undefined;
      try {
        body = response.json<ApiEnvelope<T>>();
      } catch {
        body = undefined;
      }
      if (response.statusCode >= 400 || !body || body.success !== true) {
        const reason = body && body.success === false ? body.error : `HTTP ${response.statusCode}`;
        throw new ContentRequestError(reason, response.statusCode >= 400 ? response.statusCode : undefined);
      }
      return body.data;
    },
  };
}
