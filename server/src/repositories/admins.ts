import { asc, eq } from 'drizzle-orm';
import type { AdminUser } from '@academy/contracts';
import type { Db } from '../db/database';
import { admins, passwordResets, sessions } from '../db/schema';
import { newId } from '../services/tokens';

export interface AdminWithHash extends AdminUser {
  passwordHash: string;
}

export function publicAdmin(row: { id: string; name: string; email: string }): AdminUser {
  return { _id: row.id, name: row.name, email: row.email };
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminWithHash | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase()));
  return row && { ...publicAdmin(row), passwordHash: row.passwordHash };
}

/** The administrator who has been one longest: where the site's notifications go by default. */
export async function findFirstAdmin(db: Db): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id)).limit(1);
  return row && publicAdmin(row);
}

/**
 * Sets a new password and ends everything the old one opened: the account's sessions and every
 * reset link still out. Run it inside a transaction (`db` is one), so that all of it happens or
 * none. `settingHash` records that the password came from ADMIN_PASSWORD.
 */
export async function replaceAdminPassword(
  db: Db,
  adminId: string,
  change: { passwordHash: string; settingHash?: string },
  now: Date,
): Promise<void> {
  await db
    .update(admins)
    .set({
      passwordHash: change.passwordHash,
      ...(change.settingHash && { passwordSettingHash: change.settingHash }),
      updatedAt: now,
    })
    .where(eq(admins.id, adminId));
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
  await db.delete(passwordResets).where(eq(passwordResets.adminId, adminId));
}

/** The administrator behind ADMIN_EMAIL, with what the settings check needs. */
export async function findAdminSetting(db: Db, email: string) {
  const [row] = await db
    .select({ id: admins.id, passwordHash: admins.passwordHash, settingHash: admins.passwordSettingHash })
    .from(admins)
    .where(eq(admins.email, email.toLowerCase()));
  return row;
}

/** Creates the administrator with a password applied from the settings. */
export async function createAdmin(
  db: Db,
  account: { email: string; name: string; passwordHash: string },
): Promise<void> {
  await db
    .insert(admins)
    .values({
      id: newId(),
      email: account.email.toLowerCase(),
      name: account.name,
      passwordHash: account.passwordHash,
      passwordSettingHash: account.passwordHash,
    })
    .onConflictDoNothing({ target: admins.email });
}

/** Records the name (and, when given, the hash of the password setting last applied). */
export async function updateAdminFromSettings(
  db: Db,
  adminId: string,
  changes: { name: string; settingHash?: string },
  now: Date,
): Promise<void> {
  await db
    .update(admins)
    .set({
      name: changes.name,
      ...(changes.settingHash && { passwordSettingHash: changes.settingHash }),
      updatedAt: now,
    })
    .where(eq(admins.id, adminId));
}
