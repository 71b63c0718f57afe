import type { ContactSubmission } from '../schemas';
import { type Db, desc, eq, newId } from '@academy/server/kit';
import { contactSubmissions } from './tables';

export type NewSubmission = Pick<ContactSubmission, 'name' | 'email' | 'phone' | 'message'>;

const columns = {
  id: contactSubmissions.id,
  name: contactSubmissions.name,
  email: contactSubmissions.email,
  phone: contactSubmissions.phone,
  message: contactSubmissions.message,
  contacted: contactSubmissions.contacted,
  createdAt: contactSubmissions.createdAt,
};

type Row = { id: string; createdAt: Date } & Omit<ContactSubmission, '_id' | 'createdAt'>;

/** A row as the API answers it: `_id`, and the time in ISO 8601. */
const toSubmission = ({ id, createdAt, ...fields }: Row): ContactSubmission => ({
  _id: id,
  ...fields,
  createdAt: createdAt.toISOString(),
});

export async function insertSubmission(
  db: Db,
  submission: NewSubmission,
  now: Date,
): Promise<ContactSubmission> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ id: newId(), ...submission, createdAt: now })
    .returning(columns);
  return toSubmission(row);
}

/** Newest first. */
export async function listSubmissions(db: Db): Promise<ContactSubmission[]> {
  const rows = await db
    .select(columns)
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.seq));
  return rows.map(toSubmission);
}

export async function setContacted(
  db: Db,
  id: string,
  contacted: boolean,
): Promise<ContactSubmission | undefined> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ contacted })
    .where(eq(contactSubmissions.id, id))
    .returning(columns);
  return row && toSubmission(row);
}

export async function deleteSubmission(db: Db, id: string): Promise<ContactSubmission | undefined> {
  const [row] = await db.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning(columns);
  return row && toSubmission(row);
}
