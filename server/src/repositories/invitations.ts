import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@academy/contracts';
import type { Db } from '../db/database';
import { invitations } from '../db/schema';
import { newId } from '../services/tokens';

export interface InvitationRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  invitedBy: string;
  expiresAt: Date;
}

const columns = {
  id: invitations.id,
  email: invitations.email,
  name: invitations.name,
  role: invitations.role,
  invitedBy: invitations.invitedBy,
  expiresAt: invitations.expiresAt,
};
const pending = (now: Date) => and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));

export async function insertInvitation(
  db: Db,
  invitation: Omit<InvitationRow, 'id'> & { tokenHash: string; createdAt: Date },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(invitations)
    .values({ id: newId(), ...invitation })
    .returning(columns);
  return row;
}

/** Invitations not accepted and not expired, oldest first. */
export function listPendingInvitations(db: Db, now: Date): Promise<InvitationRow[]> {
  return db.select(columns).from(invitations).where(pending(now)).orderBy(asc(invitations.createdAt));
}

export async function findPendingInvitationByEmail(db: Db, email: string, now: Date) {
  const [row] = await db
    .select(columns)
    .from(invitations)
    .where(and(eq(invitations.email, email), pending(now)));
  return row;
}

/** Deletes a pending invitation; answers whether there was one. */
export async function withdrawInvitation(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), pending(now)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Uses a pending invitation once, by its token and address; answers it, or undefined. */
export async function acceptInvitation(db: Db, tokenHash: string, email: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), eq(invitations.email, email), pending(now)))
    .returning(columns);
  return row;
}

/** Whether a pending invitation has this token and address (checked before a password is hashed). */
export async function invitationIsUsable(db: Db, tokenHash: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), eq(invitations.email, email), pending(now)));
  return row !== undefined;
}
