import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { canaryTurns } from '../db/schema';

/**
 * Claims the canary analysis turn that begins at `dueAt`: true for the one server whose insert
 * made the turn's row, false for every other (and for this one again later).
 */
export async function claimCanaryTurn(db: Db, dueAt: Date, judgedBy: string): Promise<boolean> {
  const claimed = await db
    .insert(canaryTurns)
    .values({ dueAt, judgedBy })
    .onConflictDoNothing()
    .returning({ dueAt: canaryTurns.dueAt });
  return claimed.length > 0;
}

/** Forgets the turns that began before `cutoff`: no server will claim them again. */
export async function forgetCanaryTurnsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(canaryTurns).where(lt(canaryTurns.dueAt, cutoff));
}
