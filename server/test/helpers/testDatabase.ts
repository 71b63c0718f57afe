import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { embeddedDatabaseDir } from '../../src/db/connection';
import { databaseUrl, pgliteTemplateDir, postgresTemplateName, withServer } from './databaseTemplates';

/** A database of its own for one test app, dropped afterwards. */
export interface TestDatabase {
  /** DATABASE_URL for the app; undefined means the embedded database in DATA_DIR. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL set (CI's PostgreSQL), a new database on that server, copied from the migrated
 * template when globalSetup made one; otherwise a copy of the embedded-database template inside the
 * test's DATA_DIR.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = await pgliteTemplateDir();
    if (await fs.stat(template).catch(() => undefined)) {
      await fs.cp(template, embeddedDatabaseDir(dataDir), { recursive: true });
    }
    return { drop: async () => undefined };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplateName();
  await withServer(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    // FILE_COPY copies the template's files at once, where the default strategy writes it block by
    // block through the log: for a small database that is a third quicker.
    await client.query(
      `CREATE DATABASE ${name}${found.rowCount ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`,
    );
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
