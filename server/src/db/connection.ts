import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database, DatabaseLog } from './database';
import { openEmbedded } from './embedded';
import { openPostgres } from './postgres';

/** Where the embedded database lives in DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** Whether DATA_DIR holds an embedded database (one that was created, not just its folder). */
export const embeddedDatabaseExists = (dataDir: string) =>
  fs.stat(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION')).then(
    () => true,
    () => false,
  );

/** A command's: it reports what it did itself. */
const QUIET: DatabaseLog = { info: () => undefined, warn: () => undefined };

/** PostgreSQL when a URL is given, else the embedded database in DATA_DIR. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: DatabaseLog;
}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, options.log ?? QUIET))
    : openEmbedded(embeddedDatabaseDir(options.dataDir));
}
