import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteOptions,
} from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import FindMyWay from 'find-my-way';
import { API_PREFIX } from '@academy/contracts';
import type { ApiAnswer } from '@academy/ssr';
import { failure } from '../../../services/envelope';
import { describeError } from '../errors';
import type { ContentView } from '../previews';
import { revisionEtagOf } from '../../../content/revisionTags';
import { EVERYTHING, nestedReads, noteRead, recordingReads } from '../../../repositories/contentKeys';
import { type CachedAnswer, type Lookup, answerOf } from './responseCache';

/** What a visitor without a session sees (the previews plugin's view of every public read). */
const VISITOR: ContentView = Object.freeze({ unpublished: false, drafts: false });
const JSON_TYPE = 'application/json; charset=utf-8';

/** A public read whose answer is its handler's return value, made from its path alone. */
interface DirectRead {
  handler: (this: FastifyInstance, request: FastifyRequest) => unknown;
  /** The schema its answer is written with, if any; its serializer is compiled once (see serializerOf). */
  schema?: Schema;
  serialize?: (answer: unknown) => string;
  /** The route's query string schema, if any; checked as Fastify checks it (see queryCheckOf). */
  querySchema?: Schema;
  /** The route's path, as its query's validator is compiled for it. */
  url: string;
  checkQuery?: ReturnType<FastifySchemaCompiler<unknown>>;
  cached: boolean;
}

/**
 * The read's serializer, compiled the first time it is asked for, with the validators of its
 * `anyOf`s and `if`s (which fast-json-stringify otherwise compiles on the first answer that
 * reaches them: up to 170 ms of Ajv on a cold page, issue 33). A server compiles them all before
 * its first page (compileAll); a test app, only those its test reads.
 */
function serializerOf(read: DirectRead): (answer: unknown) => string {
  read.serialize ??= read.schema
    ? fastJsonStringify(read.schema, { compileValidators: true })
    : JSON.stringify;
  return read.serialize;
}

/**
 * The validator Fastify compiles for the read's query string schema, compiled the first time it
 * is asked for (a server compiles them all before its first page, see compileAll); undefined when
 * the read has no such schema, or Fastify has no validator compiler.
 */
function queryCheckOf(app: FastifyInstance, read: DirectRead): DirectRead['checkQuery'] {
  if (!read.querySchema) return undefined;
  read.checkQuery ??= app.validatorCompiler?.({
    schema: read.querySchema,
    method: 'GET',
    url: read.url,
    httpPart: 'querystring',
  });
  return read.checkQuery;
}

/**
 * The query a read's handler gets: the URL's, checked (and its values converted and defaulted)
 * as Fastify checks it (see queryCheckOf); undefined when Fastify would refuse it (or could not
 * check it), for Fastify to answer, whole.
 */
function queryOf(
  app: FastifyInstance,
  read: DirectRead,
  searchParams: Record<string, string>,
): object | undefined {
  const query = { ...searchParams };
  if (!read.querySchema) return query;
  // Ajv's validators answer true or false; others (TypeBox's) an error or the value to use, or a
  // promise (for Fastify to wait for).
  const checked = queryCheckOf(app, read)?.(query);
  if (checked === true) return query;
  if (!checked || 'then' in checked || checked.error) return undefined;
  return (checked.value as object | undefined) ?? query;
}

/** The schema an answer of 200 is written with, as Fastify picks it; undefined when there is none to compile. */
function successSchema(route: RouteOptions): Schema | undefined {
  const response = route.schema?.response as Record<string, Schema> | undefined;
  const schema = response?.['200'] ?? response?.['2xx'] ?? response?.default;
  return schema && !('content' in (schema as object)) ? schema : undefined;
}

/** Path parameters that take any text, as the section machinery's `:id` does: nothing to check or convert. */
function anyTextParams(route: RouteOptions): boolean {
  const params = route.schema?.params as { properties?: Record<string, object> } | undefined;
  if (!params) return true;
  return Object.values(params.properties ?? {}).every(
    (property) => Object.keys(property).length === 1 && (property as { type?: string }).type === 'string',
  );
}

/**
 * A route whose public answer can be worked out without a request going through Fastify: a GET
 * whose handler takes no reply (its answer is what it returns), with no limit per client, no
 * checks of its own before its handler and no headers to validate (a query string's schema is
 * checked as Fastify does, see queryOf). Its other
 * route hooks (compression's, and those that read a body, which a GET has not) do not change an
 * answer; nor do they run for a read cache hit, which answers before them. Anything else goes
 * through Fastify.
 */
function isDirect(route: RouteOptions): boolean {
  const checks = ['preValidation', 'preHandler'] as const;
  return (
    route.method === 'GET' &&
    route.handler.length <= 1 &&
    !route.config?.clientLimit &&
    checks.every((hook) => [route[hook] ?? []].flat().length === 0) &&
    !route.schema?.headers &&
    anyTextParams(route)
  );
}

/** An answer as a page's read takes it: its status and its JSON (undefined when it is none). */
function jsonOf(status: number, text: string | Buffer): ApiAnswer {
  try {
    return { status, body: JSON.parse(text.toString()) };
  } catch {
    return { status, body: undefined };
  }
}

/** A kept answer, as a page's read takes it: the content it was made from counts for the page. */
function kept(answer: CachedAnswer): ApiAnswer {
  noteRead(answer.keys ?? EVERYTHING);
  return jsonOf(200, answer.body);
}

/**
 * The public reads of the API answered in this process for server rendering and the live
 * registry, as a visitor without a session gets them: from the read cache when it holds the
 * answer, else from the route's own handler (its answer written with the route's schema, so the
 * cache keeps the bytes the route would have sent). A read the route table cannot answer by
 * itself (see isDirect) is asked of Fastify, whole.
 */
export class PublicReads {
  private readonly router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 2000 });
  private readonly reads: DirectRead[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly lookup: (url: string) => Lookup,
  ) {}

  /** Called for each public GET under the API prefix as it is added (before the read cache's hooks). */
  add(route: RouteOptions, cached: boolean): void {
    if (!isDirect(route)) return;
    const read: DirectRead = {
      handler: route.handler as DirectRead['handler'],
      schema: successSchema(route),
      querySchema: route.schema?.querystring as Schema | undefined,
      url: route.url,
      cached,
    };
    try {
      this.router.on('GET', route.url, () => undefined, { read: this.reads.push(read) - 1 });
    } catch {
      // A second route on the same path (under constraints): Fastify's, not ours, to choose.
    }
  }

  /** Compiles every read's serializer and query validator now (see serializerOf, queryCheckOf); returns how many reads there are. */
  compileAll(): number {
    for (const read of this.reads) {
      serializerOf(read);
      queryCheckOf(this.app, read);
    }
    return this.reads.length;
  }

  /** The answer to GET `${API_PREFIX}${apiPath}` for a visitor without a session. */
  async read(apiPath: string, log: FastifyBaseLogger): Promise<ApiAnswer> {
    const url = `${API_PREFIX}${apiPath}`;
    const found = this.lookup(url);
    const answer =
      found && 'answer' in found
        ? found.answer
        : found && 'pending' in found
          ? await found.pending
          : undefined;
    if (answer) return kept(answer);
    const fill = found && 'fill' in found ? found.fill : undefined;
    const route = this.app.database.ready ? this.router.find('GET', url) : null;
    const read = route && this.reads[(route.store as { read: number }).read];
    const query = read && queryOf(this.app, read, route.searchParams);
    if (!read || !query) {
      fill?.abandon();
      return this.throughFastify(url);
    }
    try {
      const request = {
        method: 'GET',
        url,
        params: route.params,
        query,
        sees: VISITOR,
        log,
        headers: {},
      };
      const keys = nestedReads();
      const payload = await recordingReads(keys, () =>
        read.handler.call(this.app, request as unknown as FastifyRequest),
      );
      const text = serializerOf(read)(payload);
      // With the ETag the route's own answer has (a record's revision), as Fastify's would.
      if (read.cached)
        fill?.complete({ ...answerOf(text, JSON_TYPE, revisionEtagOf(payload)), keys: keys.noted() });
      else fill?.abandon();
      return jsonOf(200, text);
    } catch (error) {
      fill?.abandon();
      const { status, message } = describeError(error as Error);
      if (status >= 500) log.error({ err: error }, 'Request failed');
      return { status, body: failure(message) };
    }
  }

  /** A read through Fastify's whole lifecycle (its hooks, validation and error handler), in this process. */
  private async throughFastify(url: string): Promise<ApiAnswer> {
    const response = await this.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return jsonOf(response.statusCode, response.body);
  }
}
