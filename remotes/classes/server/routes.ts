import { Type } from '@sinclair/typebox';
import { failureEnvelope } from '@academy/contracts';
import {
  type TypedApp,
  answers,
  badRequest,
  csvFileName,
  idParams,
  newId,
  notFound,
  ok,
  spreadsheetCsv,
} from '@academy/server/kit';
import classes from '../section';
import {
  DATE_PATTERN,
  bookingByToken,
  bookingReceipt,
  bookingRequestBody,
  bookingUpdateBody,
  cancelBookingBody,
  trialBooking,
  trialDates,
  upcoming,
} from '../schemas';
import { countAffected, listBookings, placesTakenOn, toBooking } from './bookingStore';
import { NO_SUCH_CLASS, book, bookingByLink, cancelByLink, changeBooking, removeBooking } from './bookings';
import { academyTimeZone, allClosures, allEvents, findSession, programTitle } from './content';
import {
  CLOSURE_NOTICE_DAYS,
  EVENT_DAYS,
  TRIAL_DAYS,
  addDays,
  comingOccurrences,
  isoOf,
  localToday,
} from './occurrences';

/** The booking form's per-client limit (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MINUTES), as the contact form's. */
const BOOKING_FORM_LIMIT = 'class-booking';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Reads whose answer changes with bookings and the clock: never kept by the read cache. */
const LIVE_READ = { readCache: false } as const;
const CSV_COLUMNS = [
  'Class',
  'Date',
  'Time',
  'Participant',
  'Age',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Status',
  'Outcome',
  'Booked at',
];

/**
 * The section's own API: visitors book a trial (public, limited per client, with a honeypot),
 * read a class's trial dates and what is coming up, and see or cancel their booking with a mailed
 * link; staff (owners and editors) list, change, export and delete bookings, and ask how many
 * visitors a change of the timetable would affect.
 */
export function classesRoutes(app: TypedApp): void {
  const { bookings, trialDates: trialDatesPath, upcoming: upcomingPath, booking } = classes.paths;

  app.post(
    bookings,
    {
      schema: { body: bookingRequestBody, response: answers(bookingReceipt) },
      config: { access: 'public', clientLimit: BOOKING_FORM_LIMIT },
    },
    async (request) => {
      // Only a bot fills the field people never see: the same answer, nothing kept or mailed.
      if ((request.body.website ?? '').trim()) {
        request.log.info('Trial booking dropped: the honeypot field was filled');
        return ok({ _id: newId(), status: 'booked' as const });
      }
      return ok(await book(app, request.body));
    },
  );

  app.get(
    trialDatesPath,
    {
      schema: { querystring: Type.Object({ session: Type.String() }), response: answers(trialDates) },
      config: LIVE_READ,
    },
    async (request) => {
      const session = await findSession(app.db, request.query.session);
      if (!session) throw notFound(NO_SUCH_CLASS);
      const [timeZone, closures, title] = await Promise.all([
        academyTimeZone(app.db),
        allClosures(app.db),
        programTitle(app.db, session.program),
      ]);
      const coming =
        session.trialSpots > 0
          ? comingOccurrences(session, { now: app.now(), days: TRIAL_DAYS, timeZone, closures })
          : [];
      const taken = await placesTakenOn(
        app.db,
        session._id,
        coming.map((occurrence) => occurrence.date),
      );
      return ok({
        session,
        programTitle: title,
        timeZone,
        dates: coming.map((occurrence) => {
          const booked = taken.get(occurrence.date) ?? 0;
          return {
            date: occurrence.date,
            startsAt: isoOf(occurrence.startsAt),
            places: session.trialSpots,
            booked,
            full: booked >= session.trialSpots,
          };
        }),
      });
    },
  );

  app.get(upcomingPath, { schema: { response: answers(upcoming) }, config: LIVE_READ }, async () => {
    const now = app.now();
    const timeZone = await academyTimeZone(app.db);
    const today = localToday(timeZone, now);
    const noticeEnds = addDays(today, CLOSURE_NOTICE_DAYS - 1);
    const eventsUntil = now.getTime() + EVENT_DAYS * DAY_MS;
    const [closures, events] = await Promise.all([allClosures(app.db), allEvents(app.db)]);
    return ok({
      timeZone,
      today,
      closures: closures
        .filter((closure) => closure.endDate >= today && closure.startDate <= noticeEnds)
        .sort((a, b) => a.startDate.localeCompare(b.startDate)),
      events: events
        .filter((event) => {
          const starts = Date.parse(event.startsAt);
          return Date.parse(event.endsAt) > now.getTime() && starts <= eventsUntil;
        })
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    });
  });

  app.get(
    booking,
    {
      schema: { querystring: Type.Object({ token: Type.String() }), response: answers(bookingByToken) },
      config: LIVE_READ,
    },
    async (request) => {
      const found = await bookingByLink(app, request.query.token);
      return ok({
        _id: found.id,
        status: found.status as 'booked' | 'waitlisted',
        programTitle: found.programTitle,
        date: found.classDate,
        startTime: found.startTime,
        endTime: found.endTime,
        participant: found.participant,
        name: found.name,
        email: found.email,
      });
    },
  );

  app.post(
    `${booking}/cancel`,
    {
      schema: {
        body: cancelBookingBody,
        response: answers(Type.Object({ _id: Type.String(), status: Type.Literal('cancelled') })),
      },
      // The link is the permission; guessing one is limited like the forms.
      config: { access: 'public', clientLimit: BOOKING_FORM_LIMIT },
    },
    async (request) => {
      const cancelled = await cancelByLink(app, request.body.token.trim());
      return ok({ _id: cancelled.id, status: 'cancelled' as const });
    },
  );

  // Staff: every read holds people's data (admin only); writes are the owners' and editors', audited.
  app.get(
    bookings,
    { schema: { response: answers(Type.Array(trialBooking)) }, config: { access: 'admin' } },
    async () => ok((await listBookings(app.db)).map(toBooking)),
  );

  app.get(
    `${bookings}.csv`,
    {
      schema: { response: { 200: Type.String(), '4xx': failureEnvelope } },
      config: { access: 'admin', audit: 'export' },
    },
    async (_request, reply) => {
      const rows = (await listBookings(app.db)).map((row) => [
        row.programTitle,
        row.classDate,
        `${row.startTime}-${row.endTime}`,
        row.participant,
        String(row.age),
        row.name,
        row.email,
        row.phone,
        row.message,
        row.status,
        row.outcome,
        row.createdAt.toISOString(),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('trial-bookings', app.now())}"`)
        .send(spreadsheetCsv(CSV_COLUMNS, rows));
    },
  );

  app.get(
    `${bookings}/affected`,
    {
      schema: {
        querystring: Type.Object({
          session: Type.Optional(Type.String({ maxLength: 64 })),
          startDate: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
          endDate: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
        }),
        response: answers(Type.Object({ count: Type.Integer() })),
      },
      config: { access: 'admin', readCache: false },
    },
    async (request) => {
      const { session, startDate, endDate } = request.query;
      const dates = startDate && endDate ? { startDate, endDate } : undefined;
      if (!session && !dates) throw badRequest('Give a class (session), or a startDate and an endDate.');
      return ok({ count: await countAffected(app.db, { sessionId: session, dates, now: app.now() }) });
    },
  );

  app.put(
    `${bookings}/:id`,
    { schema: { params: idParams, body: bookingUpdateBody, response: answers(trialBooking) } },
    async (request) => ok(toBooking(await changeBooking(app, request.params.id, request.body))),
  );

  app.delete(
    `${bookings}/:id`,
    { schema: { params: idParams, response: answers(trialBooking) } },
    async (request) => ok(toBooking(await removeBooking(app, request.params.id))),
  );
}
