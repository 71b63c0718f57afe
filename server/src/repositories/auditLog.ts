import { and, count, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import { newId } from '../services/tokens';

export interface AuditRow {
  id: string;
  at: Date;
  accountId: string;
  accountName: string;
  action: string;
  path: string;
  recordId: string;
  address: string;
  /** What a write did in words, the record's name in them, its editor ('' for other entries). */
  summary: string;
  subject: string;
  link: string;
}

export interface AuditFilter {
  account?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

const matching = (filter: AuditFilter) =>
  and(
    filter.account ? eq(auditLog.accountId, filter.account) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
  );

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  accountId: auditLog.accountId,
  accountName: auditLog.accountName,
  action: auditLog.action,
  path: auditLog.path,
  recordId: auditLog.recordId,
  address: auditLog.address,
  summary: auditLog.summary,
  subject: auditLog.subject,
  link: auditLog.link,
};

/** An entry to record: a write's words are optional (a sign-in says what it is by its action). */
export type NewAuditEntry = Omit<AuditRow, 'id' | 'summary' | 'subject' | 'link'> &
  Partial<Pick<AuditRow, 'summary' | 'subject' | 'link'>>;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ id: newId(), ...entry });
}

/** Newest first, `limit` from `offset`, with how many match in all. */
export async function listAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = matching(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Removes the entries older than `cutoff`. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(auditLog).where(lt(auditLog.at, cutoff));
}
