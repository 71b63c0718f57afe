import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';
import { SECTIONS_DIR, sectionNames } from '../sections/discover';
import type { Database, RawQuery } from './database';

/** The platform's numbered SQL files; a section with tables of its own has a migrations/ folder too. */
const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

const MIGRATION_FILE = /^\d{4}_.+\.sql$/;

/** Every migration file of the platform and of the sections, by file name (their order). */
export async function migrationFiles(): Promise<{ name: string; file: string }[]> {
  const folders = [
    MIGRATIONS_DIR,
    ...sectionNames().map((name) => path.join(SECTIONS_DIR, name, 'migrations')),
  ];
  const found = await Promise.all(
    folders.map(async (folder) =>
      (await fs.readdir(folder).catch(() => []))
        .filter((name) => MIGRATION_FILE.test(name))
        .map((name) => ({ name, file: path.join(folder, name) })),
    ),
  );
  const files = found.flat().sort((a, b) => a.name.localeCompare(b.name));
  const repeated = files.find((migration, index) => index > 0 && files[index - 1].name === migration.name);
  if (repeated) throw new Error(`Two migrations are named ${repeated.name}: give one another name`);
  return files;
}

// Any constant works; it only has to be the same for every server sharing the database.
export const MIGRATION_LOCK_ID = 7_311_402;

/** The table of applied migrations, made by the first migration run on a database. */
export const MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';

/** Runs a migration's script and records it, in the caller's transaction. */
export async function applyMigration(
  query: RawQuery,
  migration: { name: string; file: string },
): Promise<void> {
  await query(await fs.readFile(migration.file, 'utf8'));
  await query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.name]);
}

/**
 * Applies every migration not yet recorded in schema_migrations (by file name), each in its own
 * transaction with its record, in file-name order, the platform's and the sections' together.
 * The advisory lock lets several servers start at once.
 */
export async function migrate(database: Database, log: (message: string) => void): Promise<void> {
  const files = await migrationFiles();
  await database.rawTransaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await query(MIGRATIONS_TABLE);
  });
  for (const migration of files) {
    await database.rawTransaction(async (query) => {
      await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const applied = await query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.name]);
      if (applied.length > 0) return;
      await applyMigration(query, migration);
      log(`Applied migration ${migration.name}`);
    });
  }
}
