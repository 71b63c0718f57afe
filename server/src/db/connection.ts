import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The query layer every repository uses; a transaction has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Plain SQL below drizzle, for migrations. Without parameters the text may hold several
 * statements; the rows of the last one are returned.
 */
export type RawQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  rawTransaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    async rawTransaction(work) {
      const client = await pool.connect();
      const query: RawQuery = async (text, params) => {
        const result = (await client.query(text, params)) as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(result) ? result[result.length - 1] : result)?.rows ?? [];
      };
      try {
        await client.query('BEGIN');
        const value = await work(query);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite is opened without relaxed durability: a query's writes reach the data files before it
 * resolves, so a committed write survives the process being killed right after.
 */
async function openEmbedded(dataDir: string): Promise<Database> {
  await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'embedded',
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async (text, params) => {
          if (params) return (await tx.query<Record<string, unknown>>(text, params)).rows;
          const results = await tx.exec(text);
          return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    close: () => client.close(),
  };
}

/** PostgreSQL when a URL is given, else the embedded database in `embeddedDir`. */
export function openDatabase(options: { databaseUrl?: string; embeddedDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.embeddedDir);
}
