import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { takesFiles } from '@academy/contracts';
import { HttpError } from '../../services/httpErrors';

/**
 * Routes that take files (uploads, all of them admin-only) may take this long for a whole
 * request; every other request must arrive within the configured REQUEST_TIMEOUT_SECONDS.
 */
export const UPLOAD_REQUEST_TIMEOUT_MS = 10 * 60_000;

/** The body of a route without a schema for it (sign-out, deletes): nothing worth reading. */
const NO_SCHEMA_BODY_BYTES = 4 * 1024;
/** Room around the fields: JSON punctuation, names, numbers and booleans. */
const BODY_OVERHEAD_BYTES = 1024;
/** A text field without a length cap (the honeypot) is held to this much. */
const UNCAPPED_TEXT_BYTES = 1024;
/** Fastify's own default, the most any body without files may be. */
const MAX_BODY_BYTES = 1024 * 1024;
/** A character of a text field can take six bytes in JSON (`\u00e9`); a UTF-8 one takes at most three. */
const BYTES_PER_CHARACTER = 6;

const NO_FILES = 'This address takes no files: send the form as JSON.';

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/** The largest body a route's schema can accept, so nothing bigger is ever read. */
export function bodyLimitFor(body: unknown): number {
  const properties = (body as { properties?: Record<string, { maxLength?: number; type?: string }> })
    ?.properties;
  if (!properties) return NO_SCHEMA_BODY_BYTES;
  const fields = Object.values(properties).reduce((total, property) => {
    if (property.type !== 'string') return total + 32;
    return total + (property.maxLength ? property.maxLength * BYTES_PER_CHARACTER : UNCAPPED_TEXT_BYTES);
  }, 0);
  return Math.min(MAX_BODY_BYTES, BODY_OVERHEAD_BYTES + fields);
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * What a request may make the server hold, and for how long, before anything else looks at it:
 * - a route that takes no files refuses a multipart form (415) before reading a byte of it, and
 *   reads at most as much JSON as its schema can accept (413 past that);
 * - the body of such a route must arrive within REQUEST_TIMEOUT_SECONDS (408, and the connection
 *   is closed), as must every request's headers; a request to a route that takes files gets
 *   UPLOAD_REQUEST_TIMEOUT_MS for the whole of it.
 */
async function requestBodiesPlugin(app: FastifyInstance) {
  const timeoutMs = app.config.requestTimeoutSeconds * 1000;
  const tooSlow = `The request took longer than ${app.config.requestTimeoutSeconds} seconds to arrive.`;

  const refuseMultipart: onRequestHookHandler = (request, _reply, done) => {
    done(isMultipart(request) ? new HttpError(415, NO_FILES) : undefined);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.schema?.body;
    if (takesFiles(body)) return;
    route.bodyLimit ??= bodyLimitFor(body);
    route.onRequest = [refuseMultipart, ...[route.onRequest ?? []].flat()];
    route.preParsing = [
      ...[route.preParsing ?? []].flat(),
      (request, reply, payload, done) => {
        if (!hasBody(request)) return done(null, payload);
        const guarded = new PassThrough();
        const timer = setTimeout(() => {
          payload.unpipe(guarded);
          reply.header('connection', 'close');
          guarded.destroy(new HttpError(408, tooSlow));
        }, timeoutMs);
        const stop = () => clearTimeout(timer);
        // Received whole, or answered without it (a body over the limit is never read).
        payload.once('end', stop);
        reply.raw.once('finish', stop);
        reply.raw.once('close', stop);
        done(null, payload.pipe(guarded));
      },
    ];
  });
}

export default fp(requestBodiesPlugin, { name: 'request-bodies', dependencies: ['config'] });
