import { asc, eq } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { timestampTz } from '../kit/database';
import { newId } from '../services/tokens';

// Typed view of the table migrations/0017_redirects_and_slugs.sql creates (the SQL is the source
// of truth), beside its queries: nothing else reads it.
export const redirects = pgTable('redirects', {
  id: text('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toTarget: text('to_target').notNull(),
  status: integer('status').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export type RedirectRow = typeof redirects.$inferSelect;

/** What a redirect says: from a path of this site, to a path or an https: URL, 301 or 302. */
export interface RedirectRule {
  fromPath: string;
  toTarget: string;
  status: number;
}

/** Every redirect, by the path it is from. */
export function listRedirects(db: Db): Promise<RedirectRow[]> {
  return db.select().from(redirects).orderBy(asc(redirects.fromPath));
}

export async function findRedirect(db: Db, id: string): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row;
}

export async function insertRedirect(db: Db, rule: RedirectRule): Promise<RedirectRow> {
  const [row] = await db
    .insert(redirects)
    .values({ id: newId(), ...rule })
    .returning();
  return row;
}

export async function updateRedirect(
  db: Db,
  id: string,
  rule: RedirectRule,
  now: Date,
): Promise<RedirectRow | undefined> {
  const [row] = await db
    .update(redirects)
    .set({ ...rule, updatedAt: now })
    .where(eq(redirects.id, id))
    .returning();
  return row;
}

export async function deleteRedirect(db: Db, id: string): Promise<RedirectRow | undefined> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row;
}

/**
 * A page moved from one path of this site to another (a post's slug changed): `from` answers 301
 * to `to`; a redirect that led to `from` leads to `to` at once (no chain), and one from `to` goes
 * (the page is there again), so no move makes a loop.
 */
export async function moveAddress(db: Db, from: string, to: string, now: Date): Promise<void> {
  await db.delete(redirects).where(eq(redirects.fromPath, to));
  await db.update(redirects).set({ toTarget: to, updatedAt: now }).where(eq(redirects.toTarget, from));
  await db
    .insert(redirects)
    .values({ id: newId(), fromPath: from, toTarget: to, status: 301 })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toTarget: to, status: 301, updatedAt: now } });
}
