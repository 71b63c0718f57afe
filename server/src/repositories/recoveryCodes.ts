import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { recoveryCodes } from '../db/schema';

/** Replaces the account's recovery codes with these (hashed) ones. */
export async function replaceRecoveryCodes(db: Db, adminId: string, codeHashes: string[]): Promise<void> {
  await deleteRecoveryCodes(db, adminId);
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, adminId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
}

/**
 * Uses one of the account's unused recovery codes, by its hash; false when there is none. One
 * statement, so two requests with the same code cannot both use it.
 */
export async function spendRecoveryCode(
  db: Db,
  adminId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.adminId, adminId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return used.length > 0;
}
