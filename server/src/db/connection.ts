import type { Database, DatabaseLog } from './database';
import { openEmbedded } from './embedded';
import { openPostgres } from './postgres';

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
