import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { requestLimits } from '../db/schema';

export interface WindowCount {
  /** Requests in the current window, this one included. */
  hits: number;
  windowEnds: Date;
}

/**
 * Counts one request for (bucket, key) and answers the window's count with it. One
 * INSERT … ON CONFLICT DO UPDATE reads and writes under the row's lock, so requests that arrive
 * together, at one server or at several sharing the database, are counted one after another.
 * A window that has ended starts afresh at 1.
 */
export async function countRequest(
  db: Db,
  bucket: string,
  key: string,
  now: Date,
  windowMs: number,
): Promise<WindowCount> {
  const windowEnds = new Date(now.getTime() + windowMs);
  const ended = sql`${requestLimits.windowEnds} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(requestLimits)
    .values({ bucket, key, hits: 1, windowEnds })
    .onConflictDoUpdate({
      target: [requestLimits.bucket, requestLimits.key],
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${requestLimits.hits} + 1 END`,
        windowEnds: sql`CASE WHEN ${ended} THEN ${windowEnds.toISOString()}::timestamptz ELSE ${requestLimits.windowEnds} END`,
      },
    })
    .returning({ hits: requestLimits.hits, windowEnds: requestLimits.windowEnds });
  return row;
}

/** The count of (bucket, key) while its window lasts, without counting anything. */
export async function readCount(
  db: Db,
  bucket: string,
  key: string,
  now: Date,
): Promise<WindowCount | undefined> {
  const [row] = await db
    .select({ hits: requestLimits.hits, windowEnds: requestLimits.windowEnds })
    .from(requestLimits)
    .where(
      and(eq(requestLimits.bucket, bucket), eq(requestLimits.key, key), gt(requestLimits.windowEnds, now)),
    );
  return row;
}

/** Takes one request back out of the count (one that turned out not to count). */
export async function uncountRequest(db: Db, bucket: string, key: string): Promise<void> {
  await db
    .update(requestLimits)
    .set({ hits: sql`greatest(${requestLimits.hits} - 1, 0)` })
    .where(and(eq(requestLimits.bucket, bucket), eq(requestLimits.key, key)));
}

/** Removes the count of `key` and of every key that starts with `keyPrefix`. */
export async function clearCounts(db: Db, bucket: string, key: string, keyPrefix: string): Promise<void> {
  await db
    .delete(requestLimits)
    .where(
      and(
        eq(requestLimits.bucket, bucket),
        or(eq(requestLimits.key, key), sql`starts_with(${requestLimits.key}, ${keyPrefix})`),
      ),
    );
}

/** Windows that have ended count nothing any more. */
export async function deleteEndedWindows(db: Db, now: Date): Promise<void> {
  await db.delete(requestLimits).where(lte(requestLimits.windowEnds, now));
}
