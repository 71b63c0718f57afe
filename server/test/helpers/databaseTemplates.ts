import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openEmbedded } from '../../src/db/embedded';
import { migrate, migrationFiles } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';

/*
 * A database with every migration applied, made once by globalSetup and copied by each test app:
 * migrating a database takes seconds, copying one a fraction of that (the app's own migration run
 * then finds nothing to apply). Named by the migrations' names and contents (and PGlite's
 * version), so a changed or new migration makes a new template.
 */

/** The migrations' fingerprint: 12 hex digits. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await migrationFiles()) {
    hash.update(`${migration.name}\0${await fs.readFile(migration.file, 'utf8')}\0`);
  }
  return hash.digest('hex').slice(0, 12);
}

/** The embedded database's template: a folder in the system's temporary folder, kept between runs. */
export async function pgliteTemplateDir(): Promise<string> {
  // The package does not export its package.json; find it above the entry point.
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  const { version } = JSON.parse(await fs.readFile(manifest, 'utf8')) as { version: string };
  return path.join(os.tmpdir(), `academy-pglite-template-${version}-${await migrationsFingerprint()}`);
}

/** PostgreSQL's template: a database on the test server, which `CREATE DATABASE ... TEMPLATE` copies. */
export async function postgresTemplateName(): Promise<string> {
  return `academy_template_${await migrationsFingerprint()}`;
}

/** Runs `work` with a client of the server at `serverUrl` (its maintenance database). */
export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` pointing at the database `name` on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes the embedded template unless it exists; built aside and renamed, so a stopped run leaves none half-made. */
async function preparePgliteTemplate(): Promise<void> {
  const template = await pgliteTemplateDir();
  if (await fs.stat(template).catch(() => undefined)) return;
  const building = `${template}.${process.pid}.building`;
  await fs.rm(building, { recursive: true, force: true });
  // Opened and migrated as a server does it (globalSetup runs in Node itself, not in a test's sandbox).
  const database = await openEmbedded(building);
  try {
    await migrate(database, () => undefined);
  } finally {
    await database.close();
  }
  await fs.rename(building, template).catch(() => fs.rm(building, { recursive: true, force: true }));
}

/** Makes PostgreSQL's template unless the server has it; migrated under another name, then renamed. */
async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  const template = await postgresTemplateName();
  const building = `${template}_building_${process.pid}`;
  const exists = await withServer(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return true;
    await client.query(`DROP DATABASE IF EXISTS ${building}`);
    await client.query(`CREATE DATABASE ${building}`);
    return false;
  });
  if (exists) return;
  const database = openPostgres(databaseUrl(serverUrl, building), {
    info: () => undefined,
    warn: () => undefined,
  });
  try {
    await migrate(database, () => undefined);
  } finally {
    await database.close();
  }
  await withServer(serverUrl, (client) => client.query(`ALTER DATABASE ${building} RENAME TO ${template}`));
}

/** The template of the database the tests run on: PostgreSQL's with DATABASE_URL, else the embedded one. */
export async function prepareDatabaseTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  await (serverUrl ? preparePostgresTemplate(serverUrl) : preparePgliteTemplate());
}
