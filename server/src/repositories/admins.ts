import { type SQL, and, asc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { AdminUser, Role } from '@academy/contracts';
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
 * Sets a new password and ends everything the old one opened: the account's sessions (but
 * `keepSessionId`, the one that changed it) and every reset link still out. Run it inside a
 * transaction (`db` is one), so that all of it happens or none. `settingHash` records that the
 * password came from ADMIN_PASSWORD.
 */
export async function replaceAdminPassword(
  db: Db,
  adminId: string,
  change: { passwordHash: string; settingHash?: string; keepSessionId?: string },
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
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.adminId, adminId),
        change.keepSessionId === undefined ? undefined : ne(sessions.id, change.keepSessionId),
      ),
    );
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

/** Every account, as the Team screen lists them, oldest first. */
export async function listAccounts(db: Db) {
  const rows = await db
    .select({
      id: admins.id,
      email: admins.email,
      name: admins.name,
      role: admins.role,
      totpSecret: admins.totpSecret,
    })
    .from(admins)
    .orderBy(asc(admins.createdAt), asc(admins.id));
  return rows.map(({ id, totpSecret, ...row }) => ({
    _id: id,
    ...row,
    twoFactorEnabled: totpSecret !== null,
  }));
}

/**
 * The accounts that are owners, locked for the rest of the transaction: a change that would
 * leave none is refused, and two such changes at once run one after the other.
 */
export async function lockOwners(db: Db): Promise<string[]> {
  const rows = await db.select({ id: admins.id }).from(admins).where(eq(admins.role, 'owner')).for('update');
  return rows.map((row) => row.id);
}

export async function setAccountRole(db: Db, id: string, role: Role, now: Date) {
  const [row] = await db
    .update(admins)
    .set({ role, updatedAt: now })
    .where(eq(admins.id, id))
    .returning({ id: admins.id });
  return row !== undefined;
}

/** Deletes an account; its sessions and reset links go with it (foreign keys). */
export async function deleteAccount(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(admins).where(eq(admins.id, id)).returning({ id: admins.id });
  return rows.length > 0;
}

/** Creates an account that accepted an invitation; answers its id. */
export async function createInvitedAccount(
  db: Db,
  account: { email: string; name: string; role: Role; passwordHash: string },
): Promise<string> {
  const id = newId();
  await db.insert(admins).values({ id, ...account, email: account.email.toLowerCase() });
  return id;
}

/** An account with what signing in and its own settings need, two-factor sign-in included. */
export interface StaffAccountRecord extends AdminWithHash {
  role: Role;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

async function findStaffAccount(db: Db, where: SQL): Promise<StaffAccountRecord | undefined> {
  const [row] = await db.select().from(admins).where(where);
  return (
    row && {
      ...publicAdmin(row),
      passwordHash: row.passwordHash,
      role: row.role,
      totpSecret: row.totpSecret,
      totpPendingSecret: row.totpPendingSecret,
      totpLastStep: row.totpLastStep,
    }
  );
}

export const findStaffAccountByEmail = (db: Db, email: string) =>
  findStaffAccount(db, eq(admins.email, email.toLowerCase()));

export const findStaffAccountById = (db: Db, id: string) => findStaffAccount(db, eq(admins.id, id));

/** Keeps a new two-factor secret until its first code confirms it; the secret in use stays. */
export async function setPendingTotpSecret(db: Db, adminId: string, secret: string, now: Date) {
  await db.update(admins).set({ totpPendingSecret: secret, updatedAt: now }).where(eq(admins.id, adminId));
}

/**
 * Records `step` as the last time step a code was accepted for; false, and nothing changes, when
 * a code of that step or a later one was accepted already. One statement, so a code sent twice
 * at once works once.
 */
export async function acceptTotpStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return rows.length > 0;
}

/** Makes the pending secret the one in use, if it is still `secret`; `step` is its first code's. */
export async function confirmTotpSecret(
  db: Db,
  adminId: string,
  change: { secret: string; step: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpSecret: change.secret, totpPendingSecret: null, totpLastStep: change.step, updatedAt: now })
    .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, change.secret)))
    .returning({ id: admins.id });
  return rows.length > 0;
}

/** Turns two-factor sign-in off (the recovery codes are the caller's to delete with it). */
export async function clearTotpSecret(db: Db, adminId: string, now: Date) {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: now })
    .where(eq(admins.id, adminId));
}
