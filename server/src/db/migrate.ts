import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './connection';

/** The numbered SQL files, next to src/ and dist/ alike. */
const MIGRATIONS_DIR = path.join(__dirname, '../../migrations');

// Any constant works; it only has to be the same for every server sharing the database.
export const MIGRATION_LOCK_ID = 7_311_402;

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction
 * with its record, in file-name order. The advisory lock lets several servers start at once.
 */
export async function migrate(database: Database, log: (message: string) => void): Promise<void> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  await database.rawTransaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  for (const file of files) {
    const script = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await database.rawTransaction(async (query) => {
      await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const applied = await query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (applied.length > 0) return;
      await query(script);
      await query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      log(`Applied migration ${file}`);
    });
  }
}
