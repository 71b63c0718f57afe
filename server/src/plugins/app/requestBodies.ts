import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { takesFiles } from '@academy/contracts';
import { HttpError } from '../../services/httpErrors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes whose body schema has a file field: only they reach the multipart parser. */
    takesFiles?: boolean;
  }
}

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

/** The methods a path may be asked with, in the order of the Allow header. */
const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/**
 * The static files' catch-all (`GET /*`) answers every path, so it would make every unknown path
 * "exist" for GET: it is left out of the table, and `POST /no-such-page` stays a 404.
 */
const CATCH_ALL = '/*';

/** The routes' paths by method, matched as Fastify's router matches them (the same options). */
function routeTable() {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 2000 });
  const found = () => undefined;
  return {
    add(route: RouteOptions) {
      if (route.url === CATCH_ALL) return;
      for (const method of [route.method].flat()) {
        try {
          router.on(method as FindMyWay.HTTPMethod, route.url, found);
        } catch {
          // A second route on the same method and path (under constraints) adds nothing here.
        }
      }
    },
    /** The methods whose routes match this URL. */
    allowed(url: string): string[] {
      return METHODS.filter((method) => router.find(method, url) !== null);
    },
  };
}

/**
 * What a request may make the server hold, and for how long, before anything else looks at it:
 * - a request that matches no route is answered before a byte of its body is read: 405 with
 *   Allow where its path takes other methods, 404 where it takes none (a request without a body
 *   goes on to the not-found handler, which may render a page);
 * - a route that takes no files refuses a multipart form (415) before reading a byte of it (a
 *   route is taken to take none unless its body schema has a file field), and reads at most as
 *   much JSON as its schema can accept (413 past that);
 * - a refusal sent before the body closes the connection, so the body is not read at all (Node
 *   would otherwise read and discard it, to keep the connection for a next request);
 * - the body of such a route must arrive within REQUEST_TIMEOUT_SECONDS (408, and the connection
 *   is closed), as must every request's headers; a request to a route that takes files gets
 *   UPLOAD_REQUEST_TIMEOUT_MS for the whole of it.
 */
async function requestBodiesPlugin(app: FastifyInstance) {
  const timeoutMs = app.config.requestTimeoutSeconds * 1000;
  const tooSlow = `The request took longer than ${app.config.requestTimeoutSeconds} seconds to arrive.`;

  const routes = routeTable();
  /** A refusal sent before the body: the connection closes rather than read the body. */
  const refusal = (request: FastifyRequest, status: number, message: string, headers = {}) =>
    new HttpError(status, message, hasBody(request) ? { ...headers, connection: 'close' } : headers);

  const refuseUnreadBodies: onRequestHookHandler = (request, reply, done) => {
    const path = request.url.split('?')[0];
    const inApi = path === '/v1' || path.startsWith('/v1/');
    // The API answers in its envelope; the site's other addresses in a sentence a browser shows.
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
      const error = refusal(request, status, message, headers);
      if (inApi) return done(error);
      reply.code(status).headers(error.headers).type('text/plain; charset=utf-8').send(message);
    };
    const route = request.routeOptions;
    // A GET of an API address that takes only POST reaches the static files' catch-all.
    const unrouted = request.is404 || route.url === CATCH_ALL;
    const allowed = unrouted ? routes.allowed(request.url) : [];
    if (allowed.length > 0) {
      const message = `This address takes ${allowed.join(', ')}, not ${request.method}.`;
      return refuse(405, message, { allow: allowed.join(', ') });
    }
    if (request.is404) {
      if (!hasBody(request)) return done();
      return refuse(404, inApi ? `There is no ${request.method} ${path} in the API.` : 'Not found');
    }
    if (isMultipart(request) && route.config.takesFiles !== true)
      return done(refusal(request, 415, NO_FILES));
    done();
  };
  // On the root, so the not-found handler's requests and routes added before this plugin (which
  // its onRoute hook below never sees) are covered too.
  app.addHook('onRequest', refuseUnreadBodies);

  app.addHook('onRoute', (route: RouteOptions) => {
    routes.add(route);
    const body = route.schema?.body;
    if (takesFiles(body)) {
      route.config = { ...route.config, takesFiles: true };
      return;
    }
    route.bodyLimit ??= bodyLimitFor(body);
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
