import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../services/httpErrors';

// A lone UTF-16 surrogate is half of a character (JSON can carry one as "\ud800"); with the
// `u` flag a well-formed pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** Deeper than any body the API takes: the deepest (mediaUpdates' entries) is three levels. */
export const MAX_NESTING = 32;

const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Refuses (400) a value holding a string PostgreSQL cannot store, naming its field (names and
 * list positions from `path`), and a value nested more than MAX_NESTING levels: JSON that deep
 * is no form of ours, and walking it must not cost the server its stack. Walked without
 * recursion, with a stack of its own.
 */
export function assertStorable(value: unknown, path: string[] = []): void {
  const pending: { value: unknown; path: string[] }[] = [{ value, path }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      if (unstorable(current.value)) throw unstorableText(current.path);
      continue;
    }
    if (current.value === null || typeof current.value !== 'object' || Buffer.isBuffer(current.value))
      continue;
    if (current.path.length - path.length >= MAX_NESTING) {
      throw badRequest(`The request is nested more than ${MAX_NESTING} levels deep.`);
    }
    // Pushed in reverse, so the first unstorable field in reading order is the one named.
    for (const [key, item] of Object.entries(current.value).reverse()) {
      pending.push({ value: item, path: [...current.path, key] });
    }
  }
}

function unstorableText(path: string[]) {
  const field = path.length > 0 ? path.join('.') : 'The request body';
  return badRequest(
    `${field} contains a character that cannot be stored (a NUL character or half of a surrogate pair)`,
  );
}

/**
 * PostgreSQL stores neither a NUL character nor a lone surrogate in text or JSON, so such a value
 * used to fail deep inside a query as a 500. Every request's path parameters, query and body
 * (JSON or multipart text fields) are checked once here, before validation and the handler,
 * and refused with a 400 naming the field; so is a body nested deeper than any form of ours.
 * Routes need do nothing.
 */
async function storableTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) assertStorable(part);
  });
}

// After multipart: its own preValidation hook is what turns a form into `request.body`.
export default fp(storableTextPlugin, { name: 'storable-text', dependencies: ['multipart'] });
