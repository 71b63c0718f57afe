import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/connection';
import type { Database } from '../src/db/database';
import { isDatabaseUnavailable } from '../src/services/databaseErrors';
import { PostgresCluster, clusterPort } from './postgresCluster';

jest.setTimeout(60_000);

const rowsOf = (result: unknown) => (result as pg.QueryResult).rows;

/** The error `work` fails with, and how long it took. */
async function failureOf(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('It succeeded');
}

describe('the PostgreSQL connection pool', () => {
  let cluster: PostgresCluster;
  let database: Database;
  beforeAll(async () => {
    cluster = await PostgresCluster.create(clusterPort(3));
    await cluster.start();
    database = await openDatabase({ databaseUrl: cluster.url, dataDir: '' });
  });
  afterAll(async () => {
    try {
      // The pool closes only once every connection is back: none may have leaked.
      const leaked = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('A connection was never given back to the pool')), 5_000).unref(),
      );
      await Promise.race([database?.close(), leaked]);
    } finally {
      await cluster?.remove();
    }
  });

  it('fails a transaction on a database that freezes within one query limit, and recovers', async () => {
    let failedAt = { error: undefined as unknown, ms: 0 };
    try {
      failedAt = await failureOf(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          await cluster.freeze();
          await tx.execute(sql`SELECT 2`);
        }),
      );
    } finally {
      await cluster.thaw();
    }
    expect(isDatabaseUnavailable(failedAt.error)).toBe(true);
    // Its ROLLBACK did not wait a second limit behind the unanswered query.
    expect(failedAt.ms).toBeLessThan(4_000);
    // No connection comes back from the pool still in that transaction, or still waiting.
    const result = await database.db.transaction(async (tx) => tx.execute(sql`SELECT 2 AS two`));
    expect(rowsOf(result)).toEqual([{ two: 2 }]);
  });

  it('fails a transaction that cannot begin on a frozen database, and gives its connection back', async () => {
    await database.db.execute(sql`SELECT 1`);
    await cluster.freeze();
    try {
      const { error, ms } = await failureOf(() =>
        database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`)),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeLessThan(4_000);
    } finally {
      await cluster.thaw();
    }
    expect(rowsOf(await database.db.execute(sql`SELECT 2 AS two`))).toEqual([{ two: 2 }]);
  });

  it('turns a connection lost in the middle of a transaction into an error of that transaction', async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const { error } = await failureOf(() =>
        database.db.transaction(async (tx) => {
          const [{ pid }] = rowsOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
          await admin.query('SELECT pg_terminate_backend($1)', [pid]);
          // The connection dies while lent out and idle: no query of ours is waiting on it.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`SELECT 1`);
        }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await admin.end();
    }
    expect(rowsOf(await database.db.execute(sql`SELECT 3 AS three`))).toEqual([{ three: 3 }]);
  });
});
