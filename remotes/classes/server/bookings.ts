import {
  type Db,
  type FastifyInstance,
  HttpError,
  badRequest,
  conflict,
  notFound,
} from '@academy/server/kit';
import { BOOKING_TEXTS, type BookingOutcome, type BookingRequest, type BookingStatus } from '../schemas';
import {
  type AffectedBookings,
  type BookingRow,
  HOLDS_A_PLACE,
  LIVE,
  affectedOccurrences,
  bookingOfLink,
  cancelAffected,
  comingBookedDates,
  deleteBooking,
  fillPlaces,
  findBooking,
  hasLiveBooking,
  insertBooking,
  inTurn,
  lockOccurrences,
  lockTimetable,
  newLink,
  placesTaken,
  setBooking,
} from './bookingStore';
import { academyTimeZone, allClosures, findSession, programTitle } from './content';
import { mailCancelled, mailVisitor, notifyAcademy } from './mails';
import { checkTrialDate } from './occurrences';

// What happens to bookings: a visitor books (a place or the waitlist), cancels with a mailed
// link (the place goes to the first who waits), staff change or delete one, and changes to the
// timetable cancel the bookings they make impossible. Every write takes the occurrence's lock
// first; mails go after the commit, in the background.

export const NO_SUCH_CLASS = 'There is no class with that id.';
export const NO_SUCH_BOOKING = 'There is no booking with that id.';
export const linkInvalid = () => new HttpError(410, BOOKING_TEXTS.linkInvalid);

/** A unique index refused the row (PostgreSQL's 23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Mails each booking the waitlist just gave a place to, with a new link each. */
function mailPromoted(app: FastifyInstance, promoted: { booking: BookingRow; token: string }[]) {
  for (const { booking, token } of promoted) {
    app.runInBackground('Could not mail a visitor that a place opened', () =>
      mailVisitor(app, 'promoted', booking, token),
    );
  }
}

/** Fills the occurrence's free places from its waitlist (under its lock), each with a new link. */
async function promote(app: FastifyInstance, tx: Db, sessionId: string, date: string) {
  const session = await findSession(tx, sessionId);
  const booked = await fillPlaces(tx, sessionId, date, session?.trialSpots ?? 0);
  return Promise.all(
    booked.map(async (booking) => ({ booking, token: await newLink(tx, booking.id, app.now()) })),
  );
}

/** Names and phone numbers are one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A visitor's booking: checked against the timetable, then a place if one is free, else the
 * waitlist, decided under the occurrence's lock. Mails the visitor and the academy afterwards.
 */
export async function book(
  app: FastifyInstance,
  request: BookingRequest,
): Promise<{ _id: string; status: 'booked' | 'waitlisted' }> {
  const sessionId = request.session.trim();
  const date = request.date.trim();
  const email = request.email.trim();
  let made: { booking: BookingRow; token: string };
  try {
    made = await inTurn({ sessionId, date }, () =>
      app.db.transaction(async (tx) => {
        // The timetable and the places are read under the locks: a staff change that cancels
        // bookings or raises the places has committed before, or waits for this booking to commit
        // (see lockTimetable and promoteForMorePlaces).
        await lockTimetable(tx, 'book');
        await lockOccurrences(tx, [{ sessionId, date }]);
        const session = await findSession(tx, sessionId);
        if (!session) throw notFound(NO_SUCH_CLASS);
        if (!date) throw badRequest(BOOKING_TEXTS.chooseDate);
        if (session.trialSpots <= 0) throw badRequest(BOOKING_TEXTS.noTrials);
        const now = app.now();
        const timeZone = await academyTimeZone(tx);
        const check = checkTrialDate(session, date, { now, timeZone, closures: await allClosures(tx) });
        if (!check.ok) throw badRequest(BOOKING_TEXTS[check.reason]);
        if (await hasLiveBooking(tx, session._id, date, email)) throw conflict(BOOKING_TEXTS.alreadyBooked);
        const places = session.trialSpots;
        const taken = await placesTaken(tx, session._id, date);
        const title = await programTitle(tx, session.program);
        const booking = await insertBooking(tx, {
          sessionId: session._id,
          classDate: date,
          startsAt: check.occurrence.startsAt.toJSDate(),
          endsAt: check.occurrence.endsAt.toJSDate(),
          programTitle: title,
          startTime: session.startTime,
          endTime: session.endTime,
          name: oneLine(request.name),
          email,
          phone: oneLine(request.phone ?? ''),
          participant: oneLine(request.participant),
          age: request.age,
          message: (request.message ?? '').trim(),
          status: taken < places ? 'booked' : 'waitlisted',
          createdAt: now,
        });
        return { booking, token: await newLink(tx, booking.id, now) };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_TEXTS.alreadyBooked);
    throw error;
  }
  const { booking, token } = made;
  const status = booking.status as 'booked' | 'waitlisted';
  app.runInBackground('Could not mail a visitor their trial booking', () =>
    mailVisitor(app, status, booking, token),
  );
  app.runInBackground('Could not notify the academy of a trial booking', () => notifyAcademy(app, booking));
  return { _id: booking.id, status };
}

/** The booking a link names while the link works: live, and its class not over. Else 410. */
export async function bookingByLink(app: FastifyInstance, token: string): Promise<BookingRow> {
  const booking = await bookingOfLink(app.db, token);
  if (!booking || !LIVE.includes(booking.status as BookingStatus) || booking.endsAt <= app.now()) {
    throw linkInvalid();
  }
  return booking;
}

/** The visitor cancels with their link: the place goes to the first on the waitlist. */
export async function cancelByLink(app: FastifyInstance, token: string): Promise<BookingRow> {
  const found = await bookingByLink(app, token);
  const { cancelled, promoted } = await app.db.transaction(async (tx) => {
    await lockOccurrences(tx, [{ sessionId: found.sessionId, date: found.classDate }]);
    const current = await findBooking(tx, found.id, true);
    if (!current || !LIVE.includes(current.status as BookingStatus)) throw linkInvalid();
    const updated = await setBooking(tx, current.id, { status: 'cancelled' });
    return { cancelled: updated, promoted: await promote(app, tx, current.sessionId, current.classDate) };
  });
  mailPromoted(app, promoted);
  return cancelled;
}

/** Staff set a booking's status or outcome; a place given up goes to the waitlist. */
export async function changeBooking(
  app: FastifyInstance,
  id: string,
  change: { status?: BookingStatus; outcome?: BookingOutcome },
): Promise<BookingRow> {
  const found = await findBooking(app.db, id);
  if (!found) throw notFound(NO_SUCH_BOOKING);
  try {
    const { updated, promoted } = await app.db.transaction(async (tx) => {
      await lockOccurrences(tx, [{ sessionId: found.sessionId, date: found.classDate }]);
      const current = await findBooking(tx, id, true);
      if (!current) throw notFound(NO_SUCH_BOOKING);
      const updated = await setBooking(tx, id, change);
      const gaveUpPlace =
        HOLDS_A_PLACE.includes(current.status as BookingStatus) &&
        !HOLDS_A_PLACE.includes(updated.status as BookingStatus) &&
        current.startsAt > app.now();
      return {
        updated,
        promoted: gaveUpPlace ? await promote(app, tx, current.sessionId, current.classDate) : [],
      };
    });
    mailPromoted(app, promoted);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_TEXTS.alreadyBooked);
    throw error;
  }
}

/** Staff delete a booking for good (a person's data); a place it held goes to the waitlist. */
export async function removeBooking(app: FastifyInstance, id: string): Promise<BookingRow> {
  const found = await findBooking(app.db, id);
  if (!found) throw notFound(NO_SUCH_BOOKING);
  const { deleted, promoted } = await app.db.transaction(async (tx) => {
    await lockOccurrences(tx, [{ sessionId: found.sessionId, date: found.classDate }]);
    const current = await findBooking(tx, id, true);
    if (!current) throw notFound(NO_SUCH_BOOKING);
    await deleteBooking(tx, id);
    const heldPlace = HOLDS_A_PLACE.includes(current.status as BookingStatus) && current.startsAt > app.now();
    return {
      deleted: current,
      promoted: heldPlace ? await promote(app, tx, current.sessionId, current.classDate) : [],
    };
  });
  mailPromoted(app, promoted);
  return deleted;
}

/**
 * A class's places raised by staff: in the save's transaction, each coming date of the class is
 * filled from its waitlist (arrival order) up to `places`, under the dates' locks, all taken
 * first. Every date holding bookings is locked, not only those with a waitlist, so a booking
 * under way on it finishes first (and is promoted if it waits) or reads the new places after the
 * commit. Answers the mails to the promoted visitors, to send once the save has committed.
 */
export async function promoteForMorePlaces(
  app: FastifyInstance,
  tx: Db,
  sessionId: string,
  places: number,
): Promise<(() => Promise<void>) | undefined> {
  const promoted: { booking: BookingRow; token: string }[] = [];
  const dates = await comingBookedDates(tx, sessionId, app.now());
  await lockOccurrences(
    tx,
    dates.map((date) => ({ sessionId, date })),
  );
  for (const date of dates) {
    for (const booking of await fillPlaces(tx, sessionId, date, places)) {
      promoted.push({ booking, token: await newLink(tx, booking.id, app.now()) });
    }
  }
  if (promoted.length === 0) return undefined;
  return async () => {
    for (const { booking, token } of promoted) {
      await mailVisitor(app, 'promoted', booking, token).catch((error: unknown) =>
        app.log.error({ err: error }, 'Could not mail a visitor that a place opened'),
      );
    }
  };
}

/**
 * Cancels, in the caller's transaction, the bookings a change of the timetable makes impossible,
 * and answers the mails to send once it has committed (each visitor told why). It takes the
 * timetable's lock, then the locks of the occurrences it will cancel, and only then reads and
 * cancels their bookings: a booking under way commits first and is cancelled, or waits and finds
 * the class changed; a promotion on one of those dates never locks rows against it (no deadlock).
 */
export async function cancelForChange(
  app: FastifyInstance,
  tx: Db,
  which: Omit<AffectedBookings, 'now'>,
  reason: string,
): Promise<(() => Promise<void>) | undefined> {
  const affected = { ...which, now: app.now() };
  await lockTimetable(tx, 'change');
  await lockOccurrences(tx, await affectedOccurrences(tx, affected));
  const cancelled = await cancelAffected(tx, affected);
  if (cancelled.length === 0) return undefined;
  return async () => {
    for (const booking of cancelled) {
      await mailCancelled(app, booking, reason).catch((error: unknown) =>
        app.log.error({ err: error }, 'Could not mail a visitor that their trial is cancelled'),
      );
    }
  };
}
