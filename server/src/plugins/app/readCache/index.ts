import type {
  FastifyBaseLogger,
  FastifyInstance,
  onRequestAbortHookHandler,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import type { ApiAnswer } from '@academy/ssr';
import { type CachedAnswer, type Fill, type Lookup, ResponseCache, answerOf } from './responseCache';
import { accessOf, readsOnly } from '../auth';
import {
  type ContentKeys,
  EVERYTHING,
  changesNothing,
  KeyRecord,
  nestedReads,
  noteRead,
  recordingReads,
  recordingWrites,
} from '../../../repositories/contentKeys';
import { ChangeBroadcast } from './changeBroadcast';
import { PublicReads } from './publicReads';

type ChangeListener = (change: ContentKeys) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for a public GET under the API prefix whose answer depends on more than its URL;
     * true for a GET outside the prefix whose answer depends only on its URL and the content
     * (the sitemap, the icons), to be cached and revalidated the same way.
     */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** What a cached route found; a fill notes the content keys its answer is made from. */
    readCache: { answer?: CachedAnswer; fill?: Fill; keys?: KeyRecord } | null;
    /** The content keys an admin write changes (see contentKeys). */
    contentWrites: KeyRecord | null;
  }
  interface FastifyInstance {
    /**
     * Tells this server and the others that content changed outside an admin request (demo
     * content, say); admin writes under the API prefix do it by themselves.
     */
    contentChanged(): Promise<void>;
    /**
     * Calls `listener` on every change of content, on this server or announced by another, with
     * the keys it changed; a write is answered (and an announcement acknowledged) once what the
     * listeners return has settled, or after CHANGE_WORK_MS at most.
     */
    onContentChange(listener: ChangeListener): void;
    /**
     * The version of the content this server's read cache holds (see ResponseCache.version): what
     * a plugin keeps from a public read stays good while it is the same.
     */
    contentVersion(): number | undefined;
    /**
     * GET `${API_PREFIX}${apiPath}` as a visitor without a session gets it, answered in this
     * process through the read cache (see PublicReads): server rendering's reads, the live registry.
     */
    readPublic(apiPath: string, log?: FastifyBaseLogger): Promise<ApiAnswer>;
    /** Compiles every readPublic answer's serializer now, ahead of the first page; returns how many. */
    compilePublicReads(): number;
  }
}

/** Where the servers sharing a PostgreSQL database announce that content changed. */
const CHANGES_CHANNEL = 'academy_changes';
/** How long a write waits for what its change sets off (the pages made from it rendered again). */
const CHANGE_WORK_MS = 1_000;

/** Puts `hook` first, ahead of the hooks other plugins attach per route (compression, say). */
function prepend<T>(hook: T, existing: T | T[] | undefined): T[] {
  return [hook].concat(existing ?? []);
}

/** Who is told of changes of content (see FastifyInstance.onContentChange). */
function changeListeners() {
  const listeners: ChangeListener[] = [];
  return {
    add: (listener: ChangeListener) => {
      listeners.push(listener);
    },
    /** Tells every listener; resolves when their work is done, or after CHANGE_WORK_MS. */
    async tell(change: ContentKeys): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CHANGE_WORK_MS);
      });
      await Promise.race([Promise.allSettled(listeners.map((listener) => listener(change))), bound]);
      clearTimeout(timer);
    },
  };
}

// A write's handler runs noting the content keys it changes (after the body is read: its stream's
// events would leave the scope).
const recordWrites: preHandlerHookHandler = (request, _reply, done) => {
  request.contentWrites = new KeyRecord();
  recordingWrites(request.contentWrites, done);
};

/**
 * Public content changes only when an administrator saves, so the public GETs under the API
 * prefix (and the GETs outside it that ask to be, such as the sitemap) are answered from memory:
 * each route's serialized answer is kept by URL until a write changes what it was made from (the
 * content keys its reads noted; a write notes the keys it changes, see contentKeys), with no code
 * in the routes. Every answer carries an ETag, and a matching If-None-Match gets 304. On
 * PostgreSQL, a write is announced to the other servers with NOTIFY, with its keys, before it is
 * answered; while this server cannot listen, it caches nothing, so a missed announcement never
 * serves stale content. On the embedded database (one process) the local invalidation is all.
 */
async function readCachePlugin(app: FastifyInstance) {
  const { messages } = app.database;
  const changes = messages && new ChangeBroadcast(CHANGES_CHANNEL, messages, app.log);
  const cache = new ResponseCache(!changes);
  const listeners = changeListeners();

  app.decorateRequest('readCache', null);
  app.decorateRequest('contentWrites', null);

  /** This server's caches forget what `change` made stale; resolves when the listeners' work is done. */
  function changed(change: ContentKeys): Promise<void> {
    cache.invalidate(change);
    return listeners.tell(change);
  }

  if (changes) {
    app.database.afterMigrations('listening for changes', () =>
      changes.listen({
        onChange: changed,
        onListening: () => {
          cache.enable();
          void changed(EVERYTHING);
        },
        onLost: () => {
          cache.disable();
          void changed(EVERYTHING);
        },
      }),
    );
    app.addHook('onClose', async () => changes.close());
  }

  async function announceChange(change: ContentKeys = EVERYTHING): Promise<void> {
    await Promise.all([changed(change), changes?.announce(change)]);
  }
  app.decorate('contentChanged', () => announceChange());
  app.decorate('onContentChange', listeners.add);
  app.decorate('contentVersion', () => cache.version());
  const reads = new PublicReads(app, (url) => cache.lookup(url));
  app.decorate('readPublic', (apiPath: string, log: FastifyBaseLogger = app.log) => reads.read(apiPath, log));
  app.decorate('compilePublicReads', () => reads.compileAll());

  // The hooks of cached routes take callbacks rather than promises: they run on every public
  // read, and a hit usually has nothing to wait for.
  const serveFromCache: onRequestHookHandler = (request, reply, done) => {
    // A read that sees more than visitors do (staff's, a preview's) is neither served nor kept.
    if (request.sees.unpublished) return done();
    const serve = (found: Exclude<Lookup, { pending: unknown }>) => {
      if (!found) return done();
      if (!('answer' in found)) {
        // The rest of the request runs noting the content its answer is read from.
        const keys = nestedReads();
        request.readCache = { ...found, keys };
        return recordingReads(keys, done);
      }
      request.readCache = found;
      noteRead(found.answer.keys ?? EVERYTHING);
      reply.type(found.answer.contentType).send(found.answer.body);
    };
    const found = cache.lookup(request.url);
    if (found && 'pending' in found) found.pending.then((answer) => serve(answer && { answer }));
    else serve(found);
  };

  const tagAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const state = request.readCache ?? {};
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      state.fill?.abandon();
      return done(null, payload);
    }
    const ownTag = reply.getHeader('etag');
    const answer = state.answer ?? {
      ...answerOf(
        payload,
        String(reply.getHeader('content-type')),
        typeof ownTag === 'string' ? ownTag : undefined,
      ),
      keys: state.keys?.noted(),
    };
    state.fill?.complete(answer);
    reply.header('etag', answer.etag).header('cache-control', 'no-cache');
    if (!fresh(request.headers, { etag: answer.etag })) return done(null, payload);
    reply.code(304);
    done(null, null);
  };

  // A request that ends before its answer is sent (the client went away) fills nothing.
  const abandonFill: onRequestAbortHookHandler = (request, done) => {
    request.readCache?.fill?.abandon();
    done();
  };

  const announceWrite: onSendHookHandler = async (request, reply, payload) => {
    // A refused write (4xx) changed nothing; a failure of ours may have happened after a commit.
    if (reply.statusCode >= 400 && reply.statusCode < 500) return payload;
    const change = request.contentWrites?.changed() ?? EVERYTHING;
    // A write of what visitors never see (a draft, a presence heartbeat) forgets nothing anywhere.
    if (!changesNothing(change)) await announceChange(change);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    if (access === 'admin' && !readsOnly(route)) {
      route.preHandler = prepend(recordWrites, route.preHandler);
      route.onSend = prepend(announceWrite, route.onSend);
      return;
    }
    const cached =
      route.method === 'GET' &&
      (access === 'public'
        ? route.config?.readCache !== false
        : access === undefined && route.config?.readCache === true);
    if (access === 'public') reads.add(route, cached);
    if (!cached) return;
    route.onRequest = prepend(serveFromCache, route.onRequest);
    route.onSend = prepend(tagAnswer, route.onSend);
    route.onRequestAbort = prepend(abandonFill, route.onRequestAbort);
  });
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['database', 'auth', 'previews'] });
