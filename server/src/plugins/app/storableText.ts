import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../services/httpErrors';

// A lone UTF-16 surrogate is half of a character (JSON can carry one as "\ud800"); with the
// `u` flag a well-formed pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path (field names and list positions) of the first unstorable string in `value`. */
function findUnstorable(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL stores neither a NUL character nor a lone surrogate in text or JSON, so such a value
 * used to fail deep inside a query as a 500. Every request's path parameters, query and body
 * (JSON or multipart text fields) are checked once here, before validation and the handler,
 * and refused with a 400 naming the field. Routes need do nothing.
 */
async function storableTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorable(part);
      if (path) {
        const field = path.length > 0 ? path.join('.') : 'The request body';
        throw badRequest(
          `${field} contains a character that cannot be stored (a NUL character or half of a surrogate pair)`,
        );
      }
    }
  });
}

// After multipart: its own preValidation hook is what turns a form into `request.body`.
export default fp(storableTextPlugin, { name: 'storable-text', dependencies: ['multipart'] });
