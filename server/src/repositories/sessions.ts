import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { AdminUser, Role } from '@academy/contracts';
import type { Db } from '../db/database';
import { admins, sessions } from '../db/schema';
import { publicAdmin } from './admins';

export async function createSession(
  db: Db,
  session: {
    tokenHash: string;
    adminId: string;
    now: Date;
    expiresAt: Date;
    /** Where it is used from: the browser (its User-Agent) and the client's address. */
    browser?: string;
    address?: string;
  },
) {
  // Expired sessions are of no use to anyone; clearing them here keeps the table small.
  await db.delete(sessions).where(lte(sessions.expiresAt, session.now));
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    adminId: session.adminId,
    createdAt: session.now,
    expiresAt: session.expiresAt,
    browser: (session.browser ?? '').slice(0, 300),
    address: session.address ?? '',
    lastUsedAt: session.now,
  });
}

/** The account signed in with a session: who, what it may do, and its session's public id. */
export interface SessionAdmin extends AdminUser {
  role: Role;
  twoFactorEnabled: boolean;
  sessionId: string;
  lastUsedAt: Date | null;
}

/** The administrator of an unexpired session, if any. */
export async function findSessionAdmin(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionAdmin | undefined> {
  const [row] = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      totpSecret: admins.totpSecret,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return (
    row && {
      ...publicAdmin(row),
      role: row.role,
      twoFactorEnabled: row.totpSecret !== null,
      sessionId: row.sessionId,
      lastUsedAt: row.lastUsedAt,
    }
  );
}

/** Notes that a session was used now, from this address. */
export async function touchSession(db: Db, tokenHash: string, use: { now: Date; address: string }) {
  await db
    .update(sessions)
    .set({ lastUsedAt: use.now, address: use.address })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** The account's unexpired sessions, the one used last first. */
export async function listAccountSessions(db: Db, adminId: string, now: Date) {
  const lastUsed = sql<Date>`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`;
  return db
    .select({
      id: sessions.id,
      browser: sessions.browser,
      address: sessions.address,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.expiresAt, now)))
    .orderBy(desc(lastUsed), desc(sessions.createdAt));
}

/** Ends one of the account's sessions by its public id; false when the account has no such session. */
export async function deleteAccountSession(db: Db, adminId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the account but `keepSessionId`. */
export async function deleteOtherSessions(db: Db, adminId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId)));
}

/** Ends every session of the account. */
export async function deleteAccountSessions(db: Db, adminId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

/** The session's remote overrides, found by their cookie's hash; none once the session ends. */
export async function findRemoteOverrides(
  db: Db,
  overrideTokenHash: string,
  now: Date,
): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .select({ overrides: sessions.remoteOverrides })
    .from(sessions)
    .where(and(eq(sessions.overrideTokenHash, overrideTokenHash), gt(sessions.expiresAt, now)));
  return row?.overrides ?? undefined;
}

export async function sessionRemoteOverrides(db: Db, tokenHash: string): Promise<Record<string, string>> {
  const [row] = await db
    .select({ overrides: sessions.remoteOverrides })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row?.overrides ?? {};
}

/** Replaces the session's overrides and the cookie hash that finds them (none when cleared). */
export async function setRemoteOverrides(
  db: Db,
  tokenHash: string,
  overrides: { tokenHash: string; remotes: Record<string, string> } | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ overrideTokenHash: overrides?.tokenHash ?? null, remoteOverrides: overrides?.remotes ?? null })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function clearRemoteOverridesByCookie(db: Db, overrideTokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ overrideTokenHash: null, remoteOverrides: null })
    .where(eq(sessions.overrideTokenHash, overrideTokenHash));
}
