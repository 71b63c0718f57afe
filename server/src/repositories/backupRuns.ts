import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { backupRuns } from '../db/schema';

/**
 * Claims the backup of the slot that begins at `dueAt`: true for the one server whose insert
 * made the slot's row, false for every other (and for this one again later).
 */
export async function claimBackupSlot(db: Db, dueAt: Date, startedAt: Date): Promise<boolean> {
  const claimed = await db
    .insert(backupRuns)
    .values({ dueAt, startedAt })
    .onConflictDoNothing()
    .returning({ dueAt: backupRuns.dueAt });
  return claimed.length > 0;
}

export async function finishBackupRun(
  db: Db,
  dueAt: Date,
  outcome: { finishedAt: Date } & ({ file: string; bytes: number } | { failure: string }),
): Promise<void> {
  await db.update(backupRuns).set(outcome).where(eq(backupRuns.dueAt, dueAt));
}

/** The newest backup that was made, and the newest run that failed. */
export async function latestBackupRuns(db: Db) {
  const [made] = await db
    .select()
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.failure)))
    .orderBy(desc(backupRuns.dueAt))
    .limit(1);
  const [failed] = await db
    .select()
    .from(backupRuns)
    .where(isNotNull(backupRuns.failure))
    .orderBy(desc(backupRuns.dueAt))
    .limit(1);
  return { made, failed };
}

/** The runs whose files are older than the newest `keep` made: the schedule's backups to delete. */
export async function backupRunsBeyond(db: Db, keep: number) {
  return db
    .select({ dueAt: backupRuns.dueAt, file: backupRuns.file })
    .from(backupRuns)
    .where(isNotNull(backupRuns.file))
    .orderBy(desc(backupRuns.dueAt))
    .offset(keep);
}

/** Records that a run's file was deleted (its row stays, without the file). */
export async function forgetBackupFile(db: Db, dueAt: Date): Promise<void> {
  await db.update(backupRuns).set({ file: null }).where(eq(backupRuns.dueAt, dueAt));
}
