import { asc, eq } from 'drizzle-orm';
import type { AdminUser } from 'shared-contracts/api';
import type { Db } from '../db/connection';
import { admins } from '../db/schema';
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

export async function setAdminPassword(
  db: Db,
  adminId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, adminId));
}

/** Creates the administrator, or sets the password (and name) of the existing one. */
export async function upsertAdmin(
  db: Db,
  account: { email: string; name: string; passwordHash: string },
  now: Date,
) {
  await db
    .insert(admins)
    .values({
      id: newId(),
      email: account.email.toLowerCase(),
      name: account.name,
      passwordHash: account.passwordHash,
    })
    .onConflictDoUpdate({
      target: admins.email,
      set: { name: account.name, passwordHash: account.passwordHash, updatedAt: now },
    });
}
