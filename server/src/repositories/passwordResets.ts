import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/connection';
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
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(admins.id, passwordResets.adminId),
        eq(admins.email, email.toLowerCase()),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ adminId: passwordResets.adminId });
  return row?.adminId;
}
