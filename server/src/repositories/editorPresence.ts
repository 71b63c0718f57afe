import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { admins } from '../db/schema';
import type { Db } from '../db/database';
import { timestampTz } from '../kit/database';

// Typed view of the table migrations/0021_editor_presence.sql creates (the SQL is the source of
// truth), beside its queries: nothing else reads it.
export const editorPresence = pgTable(
  'editor_presence',
  {
    record: text('record').notNull(),
    accountId: text('account_id').notNull(),
    seenAt: timestampTz('seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.record, table.accountId] })],
);

/** Notes that `accountId` has `record` open as of `now`. */
export async function markPresent(db: Db, record: string, accountId: string, now: Date): Promise<void> {
  await db
    .insert(editorPresence)
    .values({ record, accountId, seenAt: now })
    .onConflictDoUpdate({ target: [editorPresence.record, editorPresence.accountId], set: { seenAt: now } });
}

/** `accountId` closed `record`. */
export async function markGone(db: Db, record: string, accountId: string): Promise<void> {
  await db
    .delete(editorPresence)
    .where(and(eq(editorPresence.record, record), eq(editorPresence.accountId, accountId)));
}

/** The others with `record` open, heard from after `since`, by name, the one heard from last first. */
export function othersPresent(db: Db, record: string, accountId: string, since: Date) {
  return db
    .select({ name: admins.name, seenAt: editorPresence.seenAt })
    .from(editorPresence)
    .innerJoin(admins, eq(admins.id, editorPresence.accountId))
    .where(
      and(
        eq(editorPresence.record, record),
        ne(editorPresence.accountId, accountId),
        gt(editorPresence.seenAt, since),
      ),
    )
    .orderBy(desc(editorPresence.seenAt));
}

/** Forgets every heartbeat from before `cutoff`. */
export async function deletePresenceBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(editorPresence).where(lt(editorPresence.seenAt, cutoff));
}
