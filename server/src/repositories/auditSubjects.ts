import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type ContentFields, admins, contentItems, invitations } from '../db/schema';

// What the audit log names a write's record by, read as it is recorded: an item (in its list or
// in the trash), an account, an invitation.

export async function itemForAudit(
  db: Db,
  id: string,
): Promise<{ section: string; collection: string; fields: ContentFields } | undefined> {
  const [row] = await db
    .select({
      section: contentItems.section,
      collection: contentItems.collection,
      fields: contentItems.fields,
    })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  return row;
}

export async function accountForAudit(db: Db, id: string) {
  const [row] = await db
    .select({ name: admins.name, role: admins.role })
    .from(admins)
    .where(eq(admins.id, id));
  return row;
}

export async function invitationForAudit(db: Db, id: string) {
  const [row] = await db
    .select({ email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(eq(invitations.id, id));
  return row;
}
