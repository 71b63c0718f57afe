import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { admins, passwordResets } from '../db/schema';

export async function createPasswordReset(
  db: Db,
  reset: { tokenHash: string; adminId: string; now: Date; expiresAt: Date },
) {
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, reset.now));
  await db
    .insert(passwordResets)
    .values({ tokenHash: reset.tokenHash, adminId: reset.adminId, expiresAt: reset.expiresAt });
}

/** Conditions of a reset that is unused, unexpired and belongs to that address. */
function usable(tokenHash: string, email: string, now: Date) {
  return and(
    eq(passwordResets.tokenHash, tokenHash),
    eq(admins.id, passwordResets.adminId),
    eq(admins.email, email.toLowerCase()),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
}

/** Whether the link would work now, without using it. */
export async function findUsablePasswordReset(
  db: Db,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ adminId: passwordResets.adminId })
    .from(passwordResets)
    .innerJoin(admins, eq(admins.id, passwordResets.adminId))
    .where(usable(tokenHash, email, now));
  return rows.length > 0;
}

/**
 * Marks an unused, unexpired reset of that address as used and returns its administrator's id.
 * One UPDATE does both, so a link cannot be used twice even by two requests at once.
 */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .from(admins)
    .where(usable(tokenHash, email, now))
    .returning({ adminId: passwordResets.adminId });
  return row?.adminId;
}
