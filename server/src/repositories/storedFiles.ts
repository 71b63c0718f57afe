import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentBlocks, contentDrafts, contentItems, contentRevisions, storedFiles } from '../db/schema';
import { everyBlock, everyItem } from './searchableContent';

export async function recordFiles(db: Db, names: string[], owner: string): Promise<void> {
  if (names.length > 0) await db.insert(storedFiles).values(names.map((name) => ({ name, owner })));
}

export async function forgetFiles(db: Db, names: string[]): Promise<void> {
  if (names.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.name, names));
}

export async function listFileNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: storedFiles.name }).from(storedFiles);
  return new Set(rows.map((row) => row.name));
}

/** Whether a file of this name is stored (held for share: its purge waits for the write naming it). */
export async function isStoredFile(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.name, name))
    .for('share');
  return row !== undefined;
}

/** Every stored file's row, newest first (the media library). */
export function listStoredFiles(db: Db) {
  return db
    .select({ name: storedFiles.name, owner: storedFiles.owner, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.name));
}

/**
 * Which of these public paths a record, slot, list item (in the trash too), revision or draft
 * (other than `besides`, an item and what is kept of it) still names: a file the media library put in several records (one 'Replace everywhere') is let
 * go by one of them while the others keep it. Read as erasure reads (the path in the JSON text).
 */
export async function pathsStillNamed(
  db: Db,
  paths: readonly string[],
  besides?: { itemId: string; recordKey: string },
): Promise<Set<string>> {
  // What a list item going to the trash names itself (its row, its revisions and drafts) is not
  // 'elsewhere'.
  const notItem = besides ? sql` AND ${contentItems.id} <> ${besides.itemId}` : sql``;
  const notRecord = (record: typeof contentRevisions.record | typeof contentDrafts.record) =>
    besides
      ? sql` AND ${record} <> ${besides.recordKey} AND ${record} NOT LIKE ${`${besides.recordKey}/%`}`
      : sql``;
  const named = new Set<string>();
  for (const path of new Set(paths)) {
    const needle = `%${JSON.stringify(path)}%`;
    const [found] = await db
      .select({ one: sql<number>`1` })
      .from(contentBlocks)
      .where(sql`${contentBlocks.fields}::text LIKE ${needle}`)
      .union(
        db
          .select({ one: sql<number>`1` })
          .from(contentItems)
          .where(
            sql`(${contentItems.fields}::text LIKE ${needle} OR coalesce(${contentItems.trashedFiles}::text, '') LIKE ${needle})${notItem}`,
          ),
      )
      .union(
        db
          .select({ one: sql<number>`1` })
          .from(contentRevisions)
          .where(sql`${contentRevisions.fields}::text LIKE ${needle}${notRecord(contentRevisions.record)}`),
      )
      .union(
        db
          .select({ one: sql<number>`1` })
          .from(contentDrafts)
          .where(sql`${contentDrafts.fields}::text LIKE ${needle}${notRecord(contentDrafts.record)}`),
      )
      .limit(1);
    if (found) named.add(path);
  }
  return named;
}

/** Every state of the declared content that may name a file: current, kept and trashed. */
export async function everyContentState(db: Db) {
  const [blocks, items, revisions, drafts] = await Promise.all([
    everyBlock(db),
    everyItem(db),
    db.select({ record: contentRevisions.record, fields: contentRevisions.fields }).from(contentRevisions),
    db.select({ record: contentDrafts.record, fields: contentDrafts.fields }).from(contentDrafts),
  ]);
  return { blocks, items, kept: [...revisions, ...drafts] };
}
export type ContentStates = Awaited<ReturnType<typeof everyContentState>>;

/** The live items (not in the trash) of a list. */
export async function liveItemsOf(db: Db, section: string, collection: string) {
  return db
    .select({ id: contentItems.id, fields: contentItems.fields })
    .from(contentItems)
    .where(
      sql`${contentItems.section} = ${section} AND ${contentItems.collection} = ${collection} AND ${isNull(contentItems.trashedAt)}`,
    );
}
