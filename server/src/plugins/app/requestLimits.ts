import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  clearCounts,
  countRequest,
  deleteEndedWindows,
  readCount,
  uncountRequest,
} from '../../repositories/requestLimits';
import { clientKey } from '../../services/clientAddress';
import { tooManyRequests } from '../../services/httpErrors';

/** What a limit counts by: a client's address, or several parts such as [email, address]. */
export type LimitKey = string | readonly string[];

export interface LimitDecision {
  /** False once the count is past the limit. */
  allowed: boolean;
  /** Requests in the current window, this one included. */
  count: number;
  /** Until the window ends. */
  retryAfterMs: number;
}

export interface RequestLimits {
  /** Counts one request against `limit` requests per `windowMs` for (bucket, key). */
  consume(bucket: string, key: LimitKey, limit: number, windowMs: number): Promise<LimitDecision>;
  /** Takes one request back, for a request that turned out not to count (a right password, say). */
  giveBack(bucket: string, key: LimitKey): Promise<void>;
  /** Forgets the count of `key` and of every longer key that starts with its parts. */
  forget(bucket: string, key: LimitKey): Promise<void>;
  /** The current window's count (0 when none runs) and how long it still runs; counts nothing. */
  peek(bucket: string, key: LimitKey): Promise<{ count: number; retryAfterMs: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: RequestLimits;
  }
  interface FastifyRequest {
    /** Who the limits count this request against: its address, or its IPv6 /64 (clientKey). */
    readonly client: string;
  }
  interface FastifyContextConfig {
    /**
     * Limits the route per client to RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MINUTES,
     * counted under this bucket name before the body is read: a request the route then refuses
     * (a bad body, say) has used its try too.
     */
    clientLimit?: string;
  }
}

// Keys are stored as JSON arrays, so a prefix of parts ('["a@b.c",') never matches a longer
// part ('["a@b.cd",…]') and no character inside a part can fake a boundary.
const storedKey = (key: LimitKey) => JSON.stringify([key].flat());
const storedPrefix = (key: LimitKey) => `${storedKey(key).slice(0, -1)},`;

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Request limits kept in the database: atomic, and shared by every server on that database.
 * Sign-in uses `consume` directly; other routes name a bucket in `config.clientLimit`.
 */
async function requestLimitsPlugin(app: FastifyInstance) {
  const { config } = app;

  const limits: RequestLimits = {
    async consume(bucket, key, limit, windowMs) {
      const now = app.now();
      const { hits, windowEnds } = await countRequest(app.db, bucket, storedKey(key), now, windowMs);
      // Requests sent together may reach the database in another order than they read the clock:
      // a window another one opened a moment later still ends at most `windowMs` from now.
      const retryAfterMs = Math.min(windowMs, windowEnds.getTime() - now.getTime());
      return { allowed: hits <= limit, count: hits, retryAfterMs };
    },
    giveBack: (bucket, key) => uncountRequest(app.db, bucket, storedKey(key)),
    forget: (bucket, key) => clearCounts(app.db, bucket, storedKey(key), storedPrefix(key)),
    async peek(bucket, key) {
      const now = app.now();
      const row = await readCount(app.db, bucket, storedKey(key), now);
      return row
        ? { count: row.hits, retryAfterMs: row.windowEnds.getTime() - now.getTime() }
        : { count: 0, retryAfterMs: 0 };
    },
  };
  app.decorate('limits', limits);
  app.decorateRequest('client', {
    getter(this: { ip: string }) {
      return clientKey(this.ip);
    },
  });

  const perClient =
    (bucket: string): onRequestAsyncHookHandler =>
    async (request) => {
      const windowMs = config.rateLimitWindowMinutes * 60_000;
      const decision = await limits.consume(bucket, request.client, config.rateLimitMax, windowMs);
      if (!decision.allowed) throw tooManyRequests('Too many requests.', decision.retryAfterMs);
    };
  app.addHook('onRoute', (route) => {
    const bucket = route.config?.clientLimit;
    if (bucket) route.onRequest = [...[route.onRequest ?? []].flat(), perClient(bucket)];
  });

  const timer = setInterval(() => {
    deleteEndedWindows(app.db, app.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'Could not clear ended request-limit windows'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(requestLimitsPlugin, { name: 'request-limits', dependencies: ['database', 'clock'] });
