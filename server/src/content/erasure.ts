import { UPLOADS_PATH, isUploadName } from '@academy/contracts';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { contentDrafts, contentItems, contentRevisions, storedFiles } from '../db/schema';
import { conflict, notFound } from '../services/httpErrors';

// Erasure (docs/decisions/0047-erasure.md): a person asks the academy to remove their photo. A
// stored file is erased for good: every revision, draft and trash entry that names it loses it, the
// file and its copies are deleted, and its public URL answers 404 at once. A file that content
// visitors see still shows is refused: it is replaced or removed there first.

/** Tables that only keep what was (or what staff hold), never what visitors see. */
const NOT_SHOWN = new Set([
  'content_revisions',
  'content_drafts',
  'content_items',
  'stored_files',
  'audit_log',
  'schema_migrations',
  'sessions',
  'request_limits',
  'login_throttle',
  'password_resets',
  'backup_runs',
  'preview_links',
]);

/** A value without the public path `target`: a field holding it becomes '', a list drops it. */
export function withoutPath(value: unknown, target: string): unknown {
  if (Array.isArray(value))
    return value
      .filter(
        (entry) =>
          entry !== target &&
          !(
            entry &&
            typeof entry === 'object' &&
            !Array.isArray(entry) &&
            Object.values(entry).includes(target)
          ),
      )
      .map((entry) => withoutPath(entry, target));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutPath(entry, target)]));
  return value === target ? '' : value;
}

const rowsOf = async (tx: Db, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The tables (and for content items, whether published) where visitors may still see `target`. */
async function whereShown(tx: Db, target: string): Promise<string[]> {
  const needle = `%${JSON.stringify(target)}%`;
  const shown: string[] = [];
  const [item] = await tx
    .select({ id: contentItems.id, section: contentItems.section })
    .from(contentItems)
    .where(
      and(
        sql`${contentItems.trashedAt} IS NULL`,
        sql`${contentItems.status} <> 'draft'`,
        sql`${contentItems.fields}::text LIKE ${needle}`,
      ),
    )
    .limit(1);
  if (item) shown.push(`an item of ${item.section}`);
  const tables = await rowsOf(
    tx,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  for (const { name } of tables) {
    const table = String(name);
    if (NOT_SHOWN.has(table)) continue;
    const found = await rowsOf(
      tx,
      sql`SELECT 1 AS found FROM ${sql.identifier(table)} AS t WHERE row_to_json(t)::text LIKE ${needle} LIMIT 1`,
    );
    if (found.length > 0) shown.push(table === 'content_blocks' ? 'a page' : table.replace(/_/g, ' '));
  }
  return shown;
}

export interface Erased {
  name: string;
  revisions: number;
  drafts: number;
  items: number;
}

/**
 * Erases the stored file `name` (its main name, as a record holds it): 404 for a name the site
 * does not store, 409 while published content shows it.
 */
export async function eraseUpload(app: FastifyInstance, name: string): Promise<Erased> {
  if (!isUploadName(name)) throw notFound('The site stores no file of this name.');
  const target = `${UPLOADS_PATH}/${name}`;
  const needle = `%${JSON.stringify(target)}%`;
  return app.uploads.store([], 'erasure', async (tx) => {
    const [stored] = await tx
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.name, name))
      .for('update');
    if (!stored) throw notFound('The site stores no file of this name.');
    const shown = await whereShown(tx, target);
    if (shown.length > 0)
      throw conflict(
        `This file is still shown on the site (${shown.join(', ')}): replace or remove it there first, then erase it.`,
      );
    const revisions = await tx
      .select({ id: contentRevisions.id, fields: contentRevisions.fields })
      .from(contentRevisions)
      .where(sql`${contentRevisions.fields}::text LIKE ${needle}`);
    for (const revision of revisions)
      await tx
        .update(contentRevisions)
        .set({ fields: withoutPath(revision.fields, target) as Record<string, unknown> })
        .where(eq(contentRevisions.id, revision.id));
    const drafts = await tx
      .select({ record: contentDrafts.record, fields: contentDrafts.fields })
      .from(contentDrafts)
      .where(sql`${contentDrafts.fields}::text LIKE ${needle}`);
    for (const draft of drafts)
      await tx
        .update(contentDrafts)
        .set({ fields: withoutPath(draft.fields, target) as Record<string, unknown> })
        .where(eq(contentDrafts.record, draft.record));
    // Items in the trash, and items never published (all draft): no visitor sees them.
    const items = await tx
      .select({ id: contentItems.id, fields: contentItems.fields, trashedFiles: contentItems.trashedFiles })
      .from(contentItems)
      .where(
        and(
          or(isNotNull(contentItems.trashedAt), eq(contentItems.status, 'draft')),
          or(
            sql`${contentItems.fields}::text LIKE ${needle}`,
            sql`coalesce(${contentItems.trashedFiles}::text, '') LIKE ${needle}`,
          ),
        ),
      );
    for (const item of items)
      await tx
        .update(contentItems)
        .set({
          fields: withoutPath(item.fields, target) as typeof item.fields,
          trashedFiles: item.trashedFiles?.filter((file) => file !== target) ?? null,
        })
        .where(eq(contentItems.id, item.id));
    return {
      value: { name, revisions: revisions.length, drafts: drafts.length, items: items.length },
      // The store forgets the file and its copies, and deletes them from both folders after the commit.
      released: [target],
    };
  });
}
