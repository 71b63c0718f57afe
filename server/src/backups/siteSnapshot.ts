import type { Database, RawQuery } from '../db/database';
import { fileNamesBehind } from '../services/uploadedFiles';
import { type FileFolder, NOT_CARRIED, identifier } from './manifest';

/** The database's content as one snapshot saw it, and the upload files that snapshot refers to. */
export interface SiteSnapshot {
  migrations: string[];
  /** Table → its rows as JSON text, kept as PostgreSQL wrote them (no number loses a digit). */
  tables: Map<string, string[]>;
  files: { folder: FileFolder; name: string }[];
}

/** The tables of the site's schema, by name. */
export async function tablesOf(query: RawQuery): Promise<string[]> {
  const rows = await query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  return rows.map((row) => String(row.name));
}

export const carried = (tables: string[]) => tables.filter((table) => !NOT_CARRIED.has(table));

/**
 * Reads every carried table in one read-only snapshot: what the site was at one instant, while
 * other connections go on saving. The files are those the snapshot's stored_files names, each in
 * the folder its record says: the trash's for the items in the trash.
 */
export async function readSiteSnapshot(database: Pick<Database, 'snapshot'>): Promise<SiteSnapshot> {
  return database.snapshot(async (query) => {
    const all = await tablesOf(query);
    if (!all.includes('schema_migrations'))
      throw new Error('The database holds no site yet: there is nothing to back up.');
    const migrations = (await query('SELECT version FROM schema_migrations ORDER BY version')).map((row) =>
      String(row.version),
    );
    const tables = new Map<string, string[]>();
    for (const table of carried(all)) {
      const rows = await query(`SELECT row_to_json(t)::text AS line FROM ${identifier(table)} AS t`);
      tables.set(
        table,
        rows.map((row) => String(row.line)),
      );
    }
    const stored = (await query('SELECT name FROM stored_files ORDER BY name')).map((row) =>
      String(row.name),
    );
    const trashedPaths = await query(
      'SELECT trashed_files AS paths FROM content_items WHERE trashed_at IS NOT NULL AND trashed_files IS NOT NULL',
    );
    const trashed = new Set(fileNamesBehind(trashedPaths.flatMap((row) => row.paths as string[])));
    return {
      migrations,
      tables,
      files: stored.map((name) => ({ folder: trashed.has(name) ? 'uploads-trash' : 'uploads', name })),
    };
  });
}
