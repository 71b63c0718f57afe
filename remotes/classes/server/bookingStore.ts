import {
  type Db,
  and,
  asc,
  desc,
  eq,
  gt,
  hashToken,
  inArray,
  newId,
  newToken,
  sql,
} from '@academy/server/kit';
import type { BookingOutcome, BookingStatus, TrialBooking } from '../schemas';
import { classBookingLinks, classBookings } from './tables';

// The bookings' queries. Places are counted and given under a lock per occurrence (a class on a
// date), taken inside the write's transaction: however many requests arrive at once, on however
// many servers, they are answered one after the other, each seeing the ones before it.

export type BookingRow = typeof classBookings.$inferSelect;

/** Statuses that hold one of an occurrence's places. */
export const HOLDS_A_PLACE: readonly BookingStatus[] = ['booked', 'attended', 'no-show'];
/** Statuses a visitor's link still acts on (and the unique index counts, with the above). */
export const LIVE: readonly BookingStatus[] = ['booked', 'waitlisted'];

export const toBooking = (row: BookingRow): TrialBooking => ({
  _id: row.id,
  session: row.sessionId,
  program: row.programTitle,
  date: row.classDate,
  startTime: row.startTime,
  name: row.name,
  email: row.email,
  phone: row.phone,
  participant: row.participant,
  age: row.age,
  message: row.message,
  status: row.status as BookingStatus,
  outcome: row.outcome as BookingOutcome,
  createdAt: row.createdAt.toISOString(),
});

/** A class on a date: what places are counted for. */
export interface Occurrence {
  sessionId: string;
  date: string;
}

const lockKey = ({ sessionId, date }: Occurrence) => `classes/booking/${sessionId}/${date}`;

/**
 * Takes the occurrences' locks until the transaction ends (PostgreSQL's transaction-level advisory
 * locks, on PGlite and on a PostgreSQL server alike): other writes of their bookings wait here.
 * Every write of bookings takes them through here, before it reads or writes a booking row, and
 * in one order (sorted keys): two transactions that lock several occurrences (a change of the
 * timetable cancelling, a waitlist promoted) then never hold one each and wait for the other's, a
 * deadlock in which PostgreSQL fails one of them. Rows are read only once the locks are held, so
 * every booking of the occurrences committed before is seen and none is written meanwhile.
 */
export async function lockOccurrences(tx: Db, occurrences: readonly Occurrence[]): Promise<void> {
  for (const key of [...new Set(occurrences.map(lockKey))].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  }
}

/** Each occurrence's last booking under way in this process, which the next one waits for. */
const turns = new Map<string, Promise<void>>();

/**
 * Runs `work` when this process's earlier bookings of the occurrence are done. The occurrence's
 * lock lets one booking through at a time anyway; waiting here instead of on the lock keeps the
 * others from each holding a pooled connection meanwhile: 60 visitors at once through a pool of 10
 * had run out of the pool's and the lock's time limits on a busy machine. Across servers the lock
 * still orders them, and a booking waits at most for the other servers' current ones.
 */
export async function inTurn<T>(occurrence: Occurrence, work: () => Promise<T>): Promise<T> {
  const key = lockKey(occurrence);
  const mine = (turns.get(key) ?? Promise.resolve()).then(work);
  const done = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, done);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === done) turns.delete(key);
  }
}

/**
 * Orders bookings and the changes of the timetable that cancel bookings: a booking takes this lock
 * shared (bookings do not wait for each other), a change exclusive, each before its occurrences'
 * locks. A change can lock only the occurrences that already hold bookings; a booking on another
 * date would otherwise check the timetable before the change commits and be stored after the change
 * has cancelled what it found, a trial of a class that no longer takes place. With this lock the
 * change waits for the bookings under way and cancels them, or they wait and see the change.
 */
export async function lockTimetable(tx: Db, use: 'book' | 'change'): Promise<void> {
  const key = 'classes/timetable';
  await tx.execute(
    use === 'book'
      ? sql`SELECT pg_advisory_xact_lock_shared(hashtext(${key}))`
      : sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`,
  );
}

/** How many of the occurrence's places are taken. */
export async function placesTaken(tx: Db, sessionId: string, date: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, sessionId),
        eq(classBookings.classDate, date),
        inArray(classBookings.status, [...HOLDS_A_PLACE]),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Places taken per date for a class's dates. */
export async function placesTakenOn(
  db: Db,
  sessionId: string,
  dates: string[],
): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: classBookings.classDate, count: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, sessionId),
        inArray(classBookings.classDate, dates),
        inArray(classBookings.status, [...HOLDS_A_PLACE]),
      ),
    )
    .groupBy(classBookings.classDate);
  return new Map(rows.map((row) => [row.date, Number(row.count)]));
}

/** Whether this email already has a live booking of the occurrence. */
export async function hasLiveBooking(tx: Db, sessionId: string, date: string, email: string) {
  const [row] = await tx
    .select({ id: classBookings.id })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, sessionId),
        eq(classBookings.classDate, date),
        sql`lower(${classBookings.email}) = lower(${email})`,
        sql`${classBookings.status} <> 'cancelled'`,
      ),
    );
  return Boolean(row);
}

export type NewBooking = Omit<BookingRow, 'id' | 'seq' | 'outcome' | 'remindedAt'>;

export async function insertBooking(tx: Db, booking: NewBooking): Promise<BookingRow> {
  const [row] = await tx
    .insert(classBookings)
    .values({ id: newId(), ...booking })
    .returning();
  return row;
}

/** A new link to a booking for a mail: the token goes in the mail, its hash in the table. */
export async function newLink(tx: Db, bookingId: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(classBookingLinks).values({ tokenHash: hashToken(token), bookingId, createdAt: now });
  return token;
}

/** The booking a link names, whatever its state. */
export async function bookingOfLink(db: Db, token: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select({ booking: classBookings })
    .from(classBookingLinks)
    .innerJoin(classBookings, eq(classBookings.id, classBookingLinks.bookingId))
    .where(eq(classBookingLinks.tokenHash, hashToken(token)));
  return row?.booking;
}

export async function findBooking(db: Db, id: string, forUpdate = false): Promise<BookingRow | undefined> {
  const query = db.select().from(classBookings).where(eq(classBookings.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setBooking(
  tx: Db,
  id: string,
  change: { status?: BookingStatus; outcome?: BookingOutcome },
): Promise<BookingRow> {
  const [row] = await tx.update(classBookings).set(change).where(eq(classBookings.id, id)).returning();
  return row;
}

export async function deleteBooking(tx: Db, id: string): Promise<void> {
  await tx.delete(classBookings).where(eq(classBookings.id, id));
}

/**
 * Gives free places of the occurrence to the waitlist, first come first served, until `places`
 * are taken or nobody waits; answers the bookings it booked. Run under the occurrence's lock.
 */
export async function fillPlaces(
  tx: Db,
  sessionId: string,
  date: string,
  places: number,
): Promise<BookingRow[]> {
  const free = places - (await placesTaken(tx, sessionId, date));
  if (free <= 0) return [];
  const waiting = await tx
    .select({ id: classBookings.id })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, sessionId),
        eq(classBookings.classDate, date),
        eq(classBookings.status, 'waitlisted'),
      ),
    )
    .orderBy(asc(classBookings.seq))
    .limit(free);
  if (waiting.length === 0) return [];
  return tx
    .update(classBookings)
    .set({ status: 'booked' })
    .where(
      inArray(
        classBookings.id,
        waiting.map((row) => row.id),
      ),
    )
    .returning();
}

/**
 * The dates of a class still to come that hold bookings (a place or the waitlist), earliest
 * first: those whose places a raised number of places may change.
 */
export async function comingBookedDates(tx: Db, sessionId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ date: classBookings.classDate })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, sessionId),
        inArray(classBookings.status, [...LIVE, ...HOLDS_A_PLACE]),
        gt(classBookings.startsAt, now),
      ),
    )
    .orderBy(asc(classBookings.classDate));
  return rows.map((row) => row.date);
}

/** Every booking, newest first. */
export async function listBookings(db: Db): Promise<BookingRow[]> {
  return db.select().from(classBookings).orderBy(desc(classBookings.createdAt), desc(classBookings.seq));
}

/** What a change to the timetable would cancel: live bookings of classes still to come. */
export interface AffectedBookings {
  sessionId?: string;
  /** A closure's days, both ends included. */
  dates?: { startDate: string; endDate: string };
  now: Date;
}

const affected = ({ sessionId, dates, now }: AffectedBookings) =>
  and(
    inArray(classBookings.status, [...LIVE]),
    gt(classBookings.startsAt, now),
    sessionId ? eq(classBookings.sessionId, sessionId) : undefined,
    dates ? sql`${classBookings.classDate} BETWEEN ${dates.startDate} AND ${dates.endDate}` : undefined,
  );

export async function countAffected(db: Db, which: AffectedBookings): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(affected(which));
  return Number(row?.count ?? 0);
}

/** The occurrences whose bookings a change would cancel. */
export async function affectedOccurrences(db: Db, which: AffectedBookings): Promise<Occurrence[]> {
  return db
    .selectDistinct({ sessionId: classBookings.sessionId, date: classBookings.classDate })
    .from(classBookings)
    .where(affected(which));
}

/** Cancels them, answering the bookings cancelled (to mail their visitors). */
export async function cancelAffected(tx: Db, which: AffectedBookings): Promise<BookingRow[]> {
  return tx.update(classBookings).set({ status: 'cancelled' }).where(affected(which)).returning();
}

/**
 * Claims the reminders due by `now` (classes starting within `withinMs`, booked at least that
 * long before their start): one conditional UPDATE, so each is claimed by one server only.
 */
export async function claimReminders(db: Db, now: Date, withinMs: number): Promise<BookingRow[]> {
  const until = new Date(now.getTime() + withinMs);
  return db
    .update(classBookings)
    .set({ remindedAt: now })
    .where(
      and(
        eq(classBookings.status, 'booked'),
        sql`${classBookings.remindedAt} IS NULL`,
        gt(classBookings.startsAt, now),
        sql`${classBookings.startsAt} <= ${until.toISOString()}::timestamptz`,
        sql`${classBookings.createdAt} <= ${classBookings.startsAt} - ${`${withinMs} milliseconds`}::interval`,
      ),
    )
    .returning();
}
