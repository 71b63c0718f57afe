import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openEmbedded } from '../../src/db/embedded';
import { migrate, migrationFiles } from '../../src/db/migrate';

/**
 * An embedded database with every migration applied, made once by globalSetup and copied by each
 * test app: initialising one and migrating it takes seconds, copying it a fraction of that (the
 * app's own migration run then finds nothing to apply). Named by the PGlite version and the
 * migrations' names and contents, so a changed or new migration makes a new template.
 */
export async function pgliteTemplateDir(): Promise<string> {
  // The package does not export its package.json; find it above the entry point.
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  const { version } = JSON.parse(await fs.readFile(manifest, 'utf8')) as { version: string };
  const hash = createHash('sha256');
  for (const migration of await migrationFiles()) {
    hash.update(`${migration.name}\0${await fs.readFile(migration.file, 'utf8')}\0`);
  }
  return path.join(os.tmpdir(), `academy-pglite-template-${version}-${hash.digest('hex').slice(0, 12)}`);
}

/** Makes the template unless it exists; built aside and renamed, so a stopped run leaves none half-made. */
export async function preparePgliteTemplate(): Promise<void> {
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
