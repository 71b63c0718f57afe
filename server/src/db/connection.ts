import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openEmbedded } from './embedded';
import { openPostgres } from './postgres';
import type { ChangeBroadcast } from './changeBroadcast';
import type * as schema from './schema';

/** The query layer every repository uses; a transaction has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Plain SQL below drizzle, for migrations. Without parameters the text may hold several
 * statements; the rows of the last one are returned.
 */
export type RawQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Where the database layer reports what happens to its connections (pino's shape). */
export interface DatabaseLog {
  info(message: string): void;
  warn(details: { err: Error }, message: string): void;
}

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** A transaction for migrations, with time limits long enough for them. */
  rawTransaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * "Content changed" between the servers that share a PostgreSQL database (LISTEN/NOTIFY). The
   * embedded database belongs to one process, so it has none.
   */
  changes?: ChangeBroadcast;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, else the embedded database in `embeddedDir`. */
export function openDatabase(options: {
  databaseUrl?: string;
  embeddedDir: string;
  log: DatabaseLog;
}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, options.log))
    : openEmbedded(options.embeddedDir);
}
