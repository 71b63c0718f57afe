import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseLog, Db, RawQuery, ServerMessages } from './database';
import { PostgresChannel } from './postgresChannel';
import * as schema from './schema';
import { contentStatements } from '../repositories/contentKeys';

/**
 * Time limits that turn a database that stopped answering (a frozen host, a lost network) into
 * an error within a few seconds instead of a request that hangs for minutes. A request waits at
 * most CONNECT for a connection and QUERY for its failing query, so it gets its 503 well within
 * 5 s. The server-side limits end a slow statement or an abandoned transaction first, while the
 * database still answers, so the connection stays usable.
 */
const POSTGRES_LIMITS = {
  connectMs: 1_500,
  queryMs: 2_500,
  statementMs: 2_000,
  lockMs: 1_500,
  idleInTransactionMs: 10_000,
  /** Migrations may rewrite tables and wait for another server's migrations: minutes, at start. */
  migrationQueryMs: 5 * 60_000,
} as const;

const POOL_SIZE = 10;

/** The application_name of the connection that listens for the other servers' messages. */
export const LISTENER_NAME = 'karate-academy listener';

function clientConfig(databaseUrl: string): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    application_name: 'karate-academy',
    connectionTimeoutMillis: POSTGRES_LIMITS.connectMs,
    query_timeout: POSTGRES_LIMITS.queryMs,
    statement_timeout: POSTGRES_LIMITS.statementMs,
    lock_timeout: POSTGRES_LIMITS.lockMs,
    idle_in_transaction_session_timeout: POSTGRES_LIMITS.idleInTransactionMs,
    keepAlive: true,
  };
}

const ignore = () => undefined;

/**
 * Makes a pooled connection safe to lose:
 * - pg-pool stops listening for a connection's errors while it is lent out, so a connection
 *   dropped between two queries of a transaction would raise an 'error' event nobody handles,
 *   which ends the process. The queries in flight receive the error anyway; the event is dropped.
 * - a query that passed its time limit leaves the connection waiting for an answer that may
 *   never come, with the next queries (a ROLLBACK, say) queued behind it. Ending the connection
 *   fails those at once and tells the pool not to lend it again.
 */
function guardConnection(client: pg.PoolClient): void {
  client.on('error', ignore);
  const endIfTimedOut = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(ignore);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query(...args: unknown[]) {
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          endIfTimedOut(error);
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch(endIfTimedOut);
      return result;
    },
  });
}

/**
 * drizzle's transaction on a pool runs BEGIN before its try/finally, so a BEGIN that fails (on a
 * database that stopped answering) never gives its connection back, and a pool emptied that way
 * never recovers. Here each transaction takes its connection and gives it back around drizzle's
 * transaction on that one connection.
 */
function withReleasingTransactions(pool: pg.Pool, db: Db): Db {
  const transaction = async (...[work, config]: Parameters<Db['transaction']>) => {
    const client = await pool.connect();
    try {
      const onOneConnection = drizzle({ client, schema, logger: contentStatements }) as unknown as Db;
      return await onOneConnection.transaction(work, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(db, { transaction });
}

/** A transaction on one connection, opened by `begin`, with the migrations' time limits. */
async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (query: RawQuery) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const query: RawQuery = async (text, params) => {
    const config = { text, values: params, query_timeout: POSTGRES_LIMITS.migrationQueryMs };
    const result = (await client.query(config)) as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result[result.length - 1] : result)?.rows ?? [];
  };
  let failure: unknown;
  try {
    const limit = POSTGRES_LIMITS.migrationQueryMs;
    await query(`${begin}; SET LOCAL statement_timeout = ${limit}; SET LOCAL lock_timeout = ${limit}`);
    const value = await work(query);
    await query('COMMIT');
    return value;
  } catch (error) {
    failure = error;
    await client.query('ROLLBACK').catch(ignore);
    throw error;
  } finally {
    client.release(failure instanceof Error ? failure : undefined);
  }
}

export function openPostgres(databaseUrl: string, log: DatabaseLog): Database {
  const pool = new pg.Pool({ ...clientConfig(databaseUrl), max: POOL_SIZE });
  // An idle connection that the database closes (a restart, a failover) is reported here; the
  // pool has already dropped it and opens a new one on demand.
  pool.on('error', (error) => log.warn({ err: error }, 'An idle database connection was lost'));
  pool.on('connect', guardConnection);
  const channel = new PostgresChannel(
    () => new pg.Client({ ...clientConfig(databaseUrl), application_name: LISTENER_NAME }),
    log,
  );
  const messages: ServerMessages = {
    listen: (name, listener) => channel.listen(name, listener),
    async notify(name, payload) {
      const { rows } = await pool.query<{ listeners: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
           WHERE application_name = $3 AND datname = current_database()) AS listeners`,
        [name, payload, LISTENER_NAME],
      );
      return rows[0].listeners;
    },
  };

  return {
    db: withReleasingTransactions(
      pool,
      drizzle({ client: pool, schema, logger: contentStatements }) as unknown as Db,
    ),
    kind: 'postgres',
    rawTransaction: (work) => inTransaction(pool, 'BEGIN', work),
    snapshot: (work) => inTransaction(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', work),
    messages,
    async close() {
      await channel.close();
      await pool.end();
    },
  };
}
