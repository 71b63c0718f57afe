import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fresh from 'fresh';
import pino from 'pino';
import type { KeptPage } from './pageCache';

/**
 * A kept page answered before Fastify routes the request (issue 33, item 5; decision 0170): the
 * whole answer Fastify gave to the same request for the same kept page (status, every header,
 * the bytes) is stored once and replayed, while the content version it was answered at holds and
 * the page is current (its build files unchanged, not past its time). Everything else, and any
 * request the replay cannot be sure of answering as Fastify would, goes to Fastify unchanged.
 */

/** What decides a kept page's answer besides the request line: the encoding it gets, and 304. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
const MAX_NEGOTIATED = 64;
type Encoding = 'br' | 'gzip' | null;
const negotiated = new Map<string, Encoding>();

/** The encoding of a kept page's copy for this Accept-Encoding (br, gzip; null: as it is). */
export function keptEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = encodings.negotiate(header);
  // A client's own header would otherwise grow the map without end.
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/** Whether the browser has this kept page (answered 304). */
export const browserHas = (headers: IncomingMessage['headers'], page: KeptPage) =>
  fresh(headers, { etag: page.etag });

/** The one cookie a page's answer may depend on without a lookup: the canary bucket (visitorBucket). */
const BUCKET_ONLY = /^\s*academy_bucket=\d{1,2}\s*$/;
const HTML_OR_ANY = /text\/html|\*\/\*/;

/**
 * A request whose kept-page answer depends on nothing but its host, URL, bucket cookie, method,
 * encoding and validators: no query (previews, release previews), no body, no cookie but the
 * bucket (an administrator's overrides, a release preview and a session are named by cookies),
 * a client that takes HTML, and no forwarded headers a trusted proxy would make count.
 */
function replayable(request: IncomingMessage, trustsProxy: boolean): boolean {
  const { headers, method, url = '' } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.includes('?') || headers.host === undefined) return false;
  if (headers.cookie !== undefined && !BUCKET_ONLY.test(headers.cookie)) return false;
  if (headers.accept !== undefined && !HTML_OR_ANY.test(headers.accept)) return false;
  if (headers['transfer-encoding'] !== undefined) return false;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
  if (
    trustsProxy &&
    (headers['x-forwarded-for'] !== undefined ||
      headers['x-forwarded-proto'] !== undefined ||
      headers['x-forwarded-host'] !== undefined)
  )
    return false;
  return true;
}

const requestKey = (request: IncomingMessage) =>
  `${request.headers.host}\n${request.headers.cookie ?? ''}\n${request.url}`;

/** The answer's variant: method, encoding, and whether it is a 304. */
function variantOf(request: IncomingMessage, page: KeptPage) {
  if (browserHas(request.headers, page)) return { key: `${request.method} 304`, body: undefined };
  const encoding = keptEncoding(request.headers['accept-encoding']);
  if (encoding) return { key: `${request.method} ${encoding}`, body: page.encoded?.[encoding] };
  return { key: `${request.method} identity`, body: page.body };
}

interface Recorded {
  status: number;
  /** Every header Fastify sent, as name, value, name, value... (Node adds Date and Connection). */
  headers: string[];
  body?: Buffer | string;
  /** The parts of its log line that are the same for every request it answers (see AccessLine). */
  logged: { request: string; answer: string };
}

/** The answers stored for one request key: valid for `page` at content `version` only. */
interface Entry {
  version: number;
  page: KeptPage;
  answers: Map<string, Recorded>;
}

/** Bounds the entries whatever hosts, URLs and buckets are asked for. */
const MAX_ENTRIES = 4_000;

/** A recorded answer's log line parts: what was asked (less the client) and the status. */
const loggedParts = (request: IncomingMessage, status: number) => ({
  request: `"req":{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},"host":${JSON.stringify(request.headers.host)}`,
  answer: `,"res":{"statusCode":${status}},"responseTime":`,
});

/**
 * The line the requestLog plugin writes for an answer of Fastify's (decision 0169), written for
 * a replayed answer from the parts recorded with it: pino's serializing of the same fields cost a
 * kept page 1-2 µs of its 35 (issue 33). The line is pino's, field for field and in its order
 * (level, time, the logger's bindings, reqId, req, res, responseTime, msg: keptPageFront.test.ts
 * compares the two), written to the logger's own destination; a client without an address (its
 * socket already gone) is logged by pino itself.
 */
class AccessLine {
  private readonly log: pino.Logger;
  private readonly destination: { write(line: string): void };
  private readonly bindings: string;

  constructor(log: FastifyBaseLogger) {
    this.log = log as pino.Logger;
    const internals = log as unknown as Record<symbol, unknown>;
    this.destination = internals[pino.symbols.streamSym] as { write(line: string): void };
    this.bindings = internals[pino.symbols.chindingsSym] as string;
  }

  write(request: IncomingMessage, recorded: Recorded, responseTime: number): void {
    if (!this.log.isLevelEnabled('info')) return;
    const reqId = nextRequestId();
    const { remoteAddress, remotePort } = request.socket;
    if (remoteAddress === undefined || remotePort === undefined) {
      const req = { method: request.method, url: request.url, host: request.headers.host, ip: remoteAddress };
      this.log.info({ reqId, req, res: { statusCode: recorded.status }, responseTime }, 'request completed');
      return;
    }
    this.destination.write(
      `{"level":30,"time":${Date.now()}${this.bindings},"reqId":"${reqId}",${recorded.logged.request},"remoteAddress":${JSON.stringify(remoteAddress)},"remotePort":${remotePort}}${recorded.logged.answer}${responseTime},"msg":"request completed"}\n`,
    );
  }
}

let lastRequestId = 0;
/** Request ids as Fastify makes them (`req-<n in base 36>`), shared by both ways of answering. */
export const nextRequestId = () => {
  lastRequestId = (lastRequestId + 1) & 0x7fffffff;
  return `req-${lastRequestId.toString(36)}`;
};

export class KeptPageFront {
  private readonly entries = new Map<string, Entry>();
  private readonly accessLine: AccessLine;

  constructor(
    private readonly options: {
      log: FastifyBaseLogger;
      contentVersion: () => number | undefined;
      /** Whether a kept page is still current (its build files, its time). */
      current: (page: KeptPage) => boolean;
      trustsProxy: boolean;
    },
  ) {
    this.accessLine = new AccessLine(options.log);
  }

  /** Answers a kept, current page as Fastify last did for the same request; false: Fastify's to answer. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.entries.size === 0 || !replayable(request, this.options.trustsProxy)) return false;
    const entry = this.entries.get(requestKey(request));
    if (!entry || entry.version !== this.options.contentVersion() || !this.options.current(entry.page))
      return false;
    const variant = variantOf(request, entry.page);
    const recorded = entry.answers.get(variant.key);
    if (!recorded) return false;
    const started = performance.now();
    response.writeHead(recorded.status, recorded.headers);
    response.end(recorded.body);
    this.accessLine.write(request, recorded, performance.now() - started);
    return true;
  }

  /**
   * Stores Fastify's answer to this request (once sent) of `page`, kept at content `version`, for
   * the same requests after it; an answer that sets a cookie (a new visitor's canary bucket) is
   * that visitor's and is not stored.
   */
  record(request: FastifyRequest, reply: FastifyReply, made: { version: number; page: KeptPage }): void {
    const raw = request.raw;
    if (!replayable(raw, this.options.trustsProxy)) return;
    const key = requestKey(raw);
    const variant = variantOf(raw, made.page);
    const found = this.entries.get(key);
    if (found?.page === made.page && found.version === made.version && found.answers.has(variant.key)) return;
    reply.raw.once('finish', () => {
      const response = reply.raw;
      if (response.hasHeader('set-cookie')) return;
      const headers = response.getHeaderNames().flatMap((name) => [name, String(response.getHeader(name))]);
      let entry = this.entries.get(key);
      if (!entry || entry.page !== made.page || entry.version !== made.version) {
        if (!entry && this.entries.size >= MAX_ENTRIES) this.entries.clear();
        entry = { ...made, answers: new Map() };
        this.entries.set(key, entry);
      }
      const status = response.statusCode;
      entry.answers.set(variant.key, {
        status,
        headers,
        body: variant.body,
        logged: loggedParts(raw, status),
      });
    });
  }
}

const fronts = new WeakMap<http.Server, { front?: KeptPageFront }>();

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (its timeouts), whose requests go
 * to the kept-page front once the pages plugin has set it up (see putKeptPageFront), else to Fastify.
 */
export function keptPageServer(
  handler: RequestListener,
  options: FastifyServerOptions & { http?: http.ServerOptions },
): http.Server {
  const slot: { front?: KeptPageFront } = {};
  const server = http.createServer(options.http ?? {}, (request, response) => {
    if (!slot.front?.answer(request, response)) handler(request, response);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  fronts.set(server, slot);
  return server;
}

/** Puts `front` before Fastify on `server`, when it was made by keptPageServer. */
export function putKeptPageFront(server: unknown, front: KeptPageFront): void {
  const slot = fronts.get(server as http.Server);
  if (slot) slot.front = front;
}
