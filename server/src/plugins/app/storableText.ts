import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertStorable } from '../../services/storableText';

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
