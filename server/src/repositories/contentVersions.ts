import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentVersions } from '../db/schema';

/** A record's current revision and who wrote it, when. */
export interface ContentVersion {
  revision: number;
  savedBy: string;
  savedAt: Date;
}

const columns = {
  revision: contentVersions.revision,
  savedBy: contentVersions.savedBy,
  savedAt: contentVersions.savedAt,
};

/** The versions of these records, by key; a record never written since migration 0024 has none. */
export async function versionsOf(db: Db, records: readonly string[]): Promise<Map<string, ContentVersion>> {
  if (records.length === 0) return new Map();
  const rows = await db
    .select({ record: contentVersions.record, ...columns })
    .from(contentVersions)
    .where(inArray(contentVersions.record, [...records]));
  return new Map(rows.map(({ record, ...version }) => [record, version]));
}

export interface VersionWrite {
  record: string;
  /** The revision the writer started from; undefined writes whatever the revision is. */
  expected: number | undefined;
  savedBy: string;
  savedAt: Date;
}

/**
 * In a write's transaction: counts the write as the record's next revision, only when the record
 * is still at `expected` (when given). The row stays locked until the commit, so of two writes
 * that expected the same revision the second waits, then finds it moved on. Answers the new
 * revision, or undefined when another write came first.
 */
export async function nextVersion(tx: Db, write: VersionWrite): Promise<number | undefined> {
  const { record, expected, savedBy, savedAt } = write;
  if (expected === 0 || expected === undefined) {
    const [inserted] = await tx
      .insert(contentVersions)
      .values({ record, revision: 1, savedBy, savedAt })
      .onConflictDoNothing()
      .returning({ revision: contentVersions.revision });
    if (inserted) return inserted.revision;
    if (expected === 0) return undefined;
  }
  const [updated] = await tx
    .update(contentVersions)
    .set({ revision: sql`${contentVersions.revision} + 1`, savedBy, savedAt })
    .where(
      expected === undefined
        ? eq(contentVersions.record, record)
        : and(eq(contentVersions.record, record), eq(contentVersions.revision, expected)),
    )
    .returning({ revision: contentVersions.revision });
  return updated?.revision;
}
