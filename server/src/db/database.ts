// The database layer's types, apart from the code that opens a database: the drivers and every
// repository import these without importing each other.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
   * A read-only transaction that sees one snapshot of the whole database (REPEATABLE READ) while
   * other connections go on writing, with the migrations' time limits: what a backup reads.
   */
  snapshot<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * Messages between the servers that share a PostgreSQL database (LISTEN/NOTIFY). The embedded
   * database belongs to one process, so it has none.
   */
  messages?: ServerMessages;
  close(): Promise<void>;
}

/** What a listener on a channel hears. */
export interface ChannelListener {
  onMessage(payload: string): void;
  /** Listening (again): from now on no message is missed. */
  onListening(): void;
  /** The connection is lost: messages sent from now until the next onListening are missed. */
  onLost(): void;
}

export interface ServerMessages {
  /** Resolves once the first try to listen on `channel` has succeeded or failed. */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  /** NOTIFYs `payload` on `channel` and answers how many servers listen there (this one too). */
  notify(channel: string, payload: string): Promise<number>;
}
