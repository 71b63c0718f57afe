import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentDrafts } from '../db/schema';
import { startingWith } from './likePattern';

/** A record's draft: the whole state it would have, who saved it and when. */
export interface ContentDraft {
  record: string;
  fields: Record<string, unknown>;
  savedBy: string;
  savedAt: Date;
}

const columns = {
  record: contentDrafts.record,
  fields: contentDrafts.fields,
  savedBy: contentDrafts.savedBy,
  savedAt: contentDrafts.savedAt,
};

/** The record and everything keyed below it (`<key>/...`: what belongs to a list item). */
export const draftsOfRecordAndBelow = (key: string) =>
  or(eq(contentDrafts.record, key), like(contentDrafts.record, startingWith(`${key}/`)));

/** A record's draft; with `forUpdate`, locked for the rest of the transaction. */
export async function findDraft(
  db: Db,
  record: string,
  { forUpdate = false } = {},
): Promise<ContentDraft | undefined> {
  const query = db.select(columns).from(contentDrafts).where(eq(contentDrafts.record, record));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The drafts of the records whose keys start with `prefix` (a list's items), by key. */
export async function draftsBelow(db: Db, prefix: string): Promise<Map<string, ContentDraft>> {
  const rows = await db
    .select(columns)
    .from(contentDrafts)
    .where(like(contentDrafts.record, startingWith(prefix)));
  return new Map(rows.map((row) => [row.record, row]));
}

export async function upsertDraft(db: Db, draft: ContentDraft): Promise<void> {
  await db
    .insert(contentDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: contentDrafts.record,
      set: { fields: draft.fields, savedBy: draft.savedBy, savedAt: draft.savedAt },
    });
}

/** Deletes a record's draft; answers it (undefined when there was none). */
export async function deleteDraft(db: Db, record: string): Promise<ContentDraft | undefined> {
  const [row] = await db.delete(contentDrafts).where(eq(contentDrafts.record, record)).returning(columns);
  return row;
}
