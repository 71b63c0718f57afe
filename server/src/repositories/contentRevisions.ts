import { and, desc, eq, like, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentDrafts, contentRevisions } from '../db/schema';
import { draftsOfRecordAndBelow } from './contentDrafts';
import { startingWith } from './likePattern';
import { newId } from '../services/tokens';

/** A state a save replaced: the record's stored fields, who saved over them and when. */
export interface ContentRevision {
  id: string;
  fields: Record<string, unknown>;
  savedBy: string;
  savedAt: Date;
}

const columns = {
  id: contentRevisions.id,
  fields: contentRevisions.fields,
  savedBy: contentRevisions.savedBy,
  savedAt: contentRevisions.savedAt,
};

/** The record and everything keyed below it (`<key>/...`: what belongs to a list item). */
const recordAndBelow = (key: string) =>
  or(eq(contentRevisions.record, key), like(contentRevisions.record, startingWith(`${key}/`)));

export async function insertRevision(
  db: Db,
  record: string,
  revision: Omit<ContentRevision, 'id'>,
): Promise<void> {
  await db.insert(contentRevisions).values({ id: newId(), record, ...revision });
}

/** Newest first. */
export function listRevisions(db: Db, record: string): Promise<ContentRevision[]> {
  return db
    .select(columns)
    .from(contentRevisions)
    .where(eq(contentRevisions.record, record))
    .orderBy(desc(contentRevisions.seq));
}

/** One revision of a record, locked so retention cannot remove it while it is being restored. */
export async function findRevisionForShare(
  db: Db,
  record: string,
  id: string,
): Promise<ContentRevision | undefined> {
  const [row] = await db
    .select(columns)
    .from(contentRevisions)
    .where(and(eq(contentRevisions.record, record), eq(contentRevisions.id, id)))
    .for('share');
  return row;
}

/**
 * Retention: removes a record's revisions beyond its `keep` newest that are also older than
 * `olderThan`; answers the fields of the removed ones (their files may go too).
 */
export async function pruneRevisions(
  db: Db,
  record: string,
  keep: number,
  olderThan: Date,
): Promise<Record<string, unknown>[]> {
  const newest = db
    .select({ seq: contentRevisions.seq })
    .from(contentRevisions)
    .where(eq(contentRevisions.record, record))
    .orderBy(desc(contentRevisions.seq))
    .limit(keep);
  const rows = await db
    .delete(contentRevisions)
    .where(
      and(
        eq(contentRevisions.record, record),
        lt(contentRevisions.savedAt, olderThan),
        notInArray(contentRevisions.seq, newest),
      ),
    )
    .returning({ fields: contentRevisions.fields });
  return rows.map((row) => row.fields);
}

/**
 * The fields of every state kept of a record and of what is keyed below it, besides the current
 * one: its revisions and its draft. A file stays while one of them refers to it.
 */
export async function keptFieldsOf(db: Db, record: string): Promise<Record<string, unknown>[]> {
  const [revisions, drafts] = await Promise.all([
    db.select({ fields: contentRevisions.fields }).from(contentRevisions).where(recordAndBelow(record)),
    db.select({ fields: contentDrafts.fields }).from(contentDrafts).where(draftsOfRecordAndBelow(record)),
  ]);
  return [...revisions, ...drafts].map((row) => row.fields);
}

/** Deletes the revisions and drafts of a record and of what is keyed below it; answers their fields. */
export async function deleteKeptStates(db: Db, record: string): Promise<Record<string, unknown>[]> {
  const revisions = await db
    .delete(contentRevisions)
    .where(recordAndBelow(record))
    .returning({ fields: contentRevisions.fields });
  const drafts = await db
    .delete(contentDrafts)
    .where(draftsOfRecordAndBelow(record))
    .returning({ fields: contentDrafts.fields });
  return [...revisions, ...drafts].map((row) => row.fields);
}
