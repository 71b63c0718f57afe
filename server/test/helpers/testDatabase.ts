import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { embeddedDatabaseDir } from '../../src/db/connection';
import { pgliteTemplateDir } from './pgliteTemplate';

/** A database of its own for one test app, dropped afterwards. */
export interface TestDatabase {
  /** DATABASE_URL for the app; undefined means the embedded database in DATA_DIR. */
  url?: string;
  drop(): Promise<void>;
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL set (CI's PostgreSQL), a new database on that server; otherwise a copy of
 * the embedded-database template (migrated) inside the test's DATA_DIR.
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
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
