import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type ContentFields, contentItems, contentRemovals } from '../db/schema';
import { newId } from '../services/tokens';

/** One entry of a section's list (a gallery image, a team member, ...). */
export interface ContentItem {
  id: string;
  fields: ContentFields;
  createdAt: Date;
}

const columns = { id: contentItems.id, fields: contentItems.fields, createdAt: contentItems.createdAt };
const inList = (section: string, collection: string) =>
  and(eq(contentItems.section, section), eq(contentItems.collection, collection));

/** Newest first. */
export async function listItems(db: Db, section: string, collection: string): Promise<ContentItem[]> {
  return db
    .select(columns)
    .from(contentItems)
    .where(inList(section, collection))
    .orderBy(desc(contentItems.seq));
}

/** Inserts in the given order, so the last one is the newest; returns them newest first. */
export async function insertItems(
  db: Db,
  section: string,
  collection: string,
  fieldsList: ContentFields[],
): Promise<ContentItem[]> {
  if (fieldsList.length === 0) return [];
  const rows = await db
    .insert(contentItems)
    .values(fieldsList.map((fields) => ({ id: newId(), section, collection, fields })))
    .returning({ ...columns, seq: contentItems.seq });
  return rows.sort((a, b) => b.seq - a.seq).map(({ id, fields, createdAt }) => ({ id, fields, createdAt }));
}

/** Deletes an item and records when its list last lost one (the page changed). */
export async function deleteItem(
  db: Db,
  section: string,
  collection: string,
  id: string,
  now: Date,
): Promise<ContentItem | undefined> {
  const [row] = await db
    .delete(contentItems)
    .where(and(inList(section, collection), eq(contentItems.id, id)))
    .returning(columns);
  if (row) {
    await db
      .insert(contentRemovals)
      .values({ section, collection, removedAt: now })
      .onConflictDoUpdate({
        target: [contentRemovals.section, contentRemovals.collection],
        set: { removedAt: now },
      });
  }
  return row;
}

/** One item of a list; with `forUpdate`, locked for the rest of the transaction. */
export async function findItem(
  db: Db,
  section: string,
  collection: string,
  id: string,
  { forUpdate = false } = {},
): Promise<ContentItem | undefined> {
  const query = db
    .select(columns)
    .from(contentItems)
    .where(and(inList(section, collection), eq(contentItems.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateItem(
  db: Db,
  section: string,
  collection: string,
  id: string,
  fields: ContentFields,
  now: Date,
): Promise<ContentItem | undefined> {
  const [row] = await db
    .update(contentItems)
    .set({ fields, updatedAt: now })
    .where(and(inList(section, collection), eq(contentItems.id, id)))
    .returning(columns);
  return row;
}

/** Marks an item changed without changing its fields (a blog whose detailed content changed). */
export async function touchItem(db: Db, section: string, collection: string, id: string, now: Date) {
  await db
    .update(contentItems)
    .set({ updatedAt: now })
    .where(and(inList(section, collection), eq(contentItems.id, id)));
}

/** Each item's id and last change, newest item first (as the list shows them). */
export function listItemChanges(
  db: Db,
  section: string,
  collection: string,
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: contentItems.id, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .where(inList(section, collection))
    .orderBy(desc(contentItems.seq));
}
