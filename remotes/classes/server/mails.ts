import { DEFAULT_COMPANY_NAME, SITE_FRAME } from '@academy/contracts';
import { type FastifyInstance, findFirstAdmin, savedText } from '@academy/server/kit';
import { DateTime } from 'luxon';
import classes from '../section';
import { bookingsScreen, bookingPage } from './paths';
import type { BookingRow } from './bookingStore';
import { academyTimeZone, findSession } from './content';
import { occurrenceCalendar } from './ics';
import { dateInWords } from './occurrences';

// The mails of a booking: to the visitor (booked, waitlisted, a place opened, the reminder, a
// cancellation by the academy) and to the academy. Each to the visitor carries a link of its own
// to the booking page, where the trial can be cancelled; a booking's mail carries the class as an
// .ics invitation.

/** What every mail says of the academy. */
interface Academy {
  name: string;
  address?: string;
  email?: string;
}

async function academyOf(app: FastifyInstance): Promise<Academy> {
  const { brand, contact } = SITE_FRAME;
  return {
    name: (await savedText(app, brand.owner, brand.block, 'name')) ?? DEFAULT_COMPANY_NAME,
    address: await savedText(app, contact.owner, contact.block, 'address'),
    email: await savedText(app, contact.owner, contact.block, 'email'),
  };
}

/** 'Tuesday 3 December at 17:30'. */
export const whenInWords = (booking: Pick<BookingRow, 'classDate' | 'startTime'>, now?: Date) =>
  `${dateInWords(booking.classDate, now)} at ${booking.startTime}`;

/** The class's lines: what, when, who, where. */
async function classLines(app: FastifyInstance, booking: BookingRow, academy: Academy): Promise<string[]> {
  const session = await findSession(app.db, booking.sessionId);
  return [
    `Class: ${booking.programTitle}`,
    `Date: ${dateInWords(booking.classDate, app.now())}`,
    `Time: ${booking.startTime}-${booking.endTime}`,
    ...(session?.instructor ? [`Instructor: ${session.instructor}`] : []),
    `Participant: ${booking.participant} (age ${booking.age})`,
    `Where: ${[session?.location, academy.address].filter(Boolean).join(', ') || academy.name}`,
  ];
}

/** The .ics of the booked class, in the academy's time zone. */
async function invitation(app: FastifyInstance, booking: BookingRow, academy: Academy) {
  const [timeZone, session] = await Promise.all([
    academyTimeZone(app.db),
    findSession(app.db, booking.sessionId),
  ]);
  const occurrence = {
    date: booking.classDate,
    startsAt: DateTime.fromJSDate(booking.startsAt, { zone: timeZone }),
    endsAt: DateTime.fromJSDate(booking.endsAt, { zone: timeZone }),
  };
  const content = occurrenceCalendar(
    {
      title: `Free trial: ${booking.programTitle}`,
      session: session ?? {
        _id: booking.sessionId,
        program: '',
        weekday: 0,
        startTime: booking.startTime,
        endTime: booking.endTime,
        instructor: '',
        location: '',
        trialSpots: 0,
      },
      address: academy.address,
      description: `Free trial lesson at ${academy.name} for ${booking.participant}.`,
    },
    occurrence,
    { uid: `booking-${booking.id}@${new URL(app.config.publicUrl).host}`, timeZone, now: app.now() },
  );
  return {
    filename: 'free-trial.ics',
    content,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

const signature = (academy: Academy) => [
  '',
  `${academy.name}`,
  ...(academy.address ? [academy.address] : []),
];

const linkLines = (app: FastifyInstance, token: string) => [
  '',
  `To see your booking or cancel it: ${bookingPage(app, token)}`,
];

export type VisitorMail = 'booked' | 'waitlisted' | 'promoted' | 'reminder';

/** A mail to the visitor about their booking, with a link of its own (`token`). */
export async function mailVisitor(
  app: FastifyInstance,
  kind: VisitorMail,
  booking: BookingRow,
  token: string,
): Promise<void> {
  const academy = await academyOf(app);
  const when = whenInWords(booking, app.now());
  const details = await classLines(app, booking, academy);
  const texts: Record<VisitorMail, { subject: string; opening: string[] }> = {
    booked: {
      subject: `Your free trial is booked: ${booking.programTitle}, ${when}`,
      opening: [`Your free trial is booked: ${when}. We look forward to seeing you.`],
    },
    waitlisted: {
      subject: `You are on the waitlist: ${booking.programTitle}, ${when}`,
      opening: [
        'This class is full on that date. You are on the waitlist, and we will email you if a place opens.',
      ],
    },
    promoted: {
      subject: `A place opened: your free trial is booked: ${booking.programTitle}, ${when}`,
      opening: [`Good news: a place opened, and your free trial is booked: ${when}.`],
    },
    reminder: {
      subject: `Reminder: your free trial, ${booking.programTitle}, ${when}`,
      opening: [`A reminder of your free trial: ${when}. We look forward to seeing you.`],
    },
  };
  const { subject, opening } = texts[kind];
  const carriesInvitation = kind !== 'waitlisted';
  await app.sendMail({
    to: booking.email,
    ...(academy.email && { replyTo: academy.email }),
    subject,
    text: [
      `Hello ${booking.name},`,
      '',
      ...opening,
      '',
      ...details,
      ...(carriesInvitation ? ['', 'The attached calendar file adds the class to your calendar.'] : []),
      ...linkLines(app, token),
      ...signature(academy),
    ].join('\n'),
    ...(carriesInvitation && { attachments: [await invitation(app, booking, academy)] }),
  });
}

/** Tells the visitor the academy cancelled their trial, and why. */
export async function mailCancelled(
  app: FastifyInstance,
  booking: BookingRow,
  reason: string,
): Promise<void> {
  const academy = await academyOf(app);
  const when = whenInWords(booking, app.now());
  await app.sendMail({
    to: booking.email,
    ...(academy.email && { replyTo: academy.email }),
    subject: `Your free trial is cancelled: ${booking.programTitle}, ${when}`,
    text: [
      `Hello ${booking.name},`,
      '',
      `We are sorry: your free trial (${booking.programTitle}, ${when}) is cancelled. ${reason}`,
      '',
      `Please choose another class or date: ${app.config.publicUrl}${classes.pages[0].path}`,
      ...signature(academy),
    ].join('\n'),
  });
}

/** The academy's contact email, else the first administrator's address (as the contact form's). */
async function academyAddress(app: FastifyInstance, academy: Academy): Promise<string | undefined> {
  return academy.email ?? (await findFirstAdmin(app.db))?.email;
}

/** Tells the academy of a new booking; replying answers the visitor. */
export async function notifyAcademy(app: FastifyInstance, booking: BookingRow): Promise<void> {
  const academy = await academyOf(app);
  const to = await academyAddress(app, academy);
  if (!to) {
    app.log.warn('A trial booking was stored, but there is no address to notify');
    return;
  }
  const when = whenInWords(booking, app.now());
  const waitlisted = booking.status === 'waitlisted';
  await app.sendMail({
    to,
    replyTo: booking.email,
    subject: `New free trial ${waitlisted ? 'on the waitlist' : 'booking'}: ${booking.programTitle}, ${when}`,
    text: [
      `${booking.name} ${waitlisted ? 'joined the waitlist for' : 'booked'} a free trial through ${academy.name}'s site.`,
      '',
      ...(await classLines(app, booking, academy)),
      `Name: ${booking.name}`,
      `Email: ${booking.email}`,
      `Phone: ${booking.phone || 'not given'}`,
      `Status: ${booking.status}`,
      ...(booking.message ? ['', booking.message] : []),
      '',
      '--',
      `Reply to this mail to answer them. Every booking is at ${bookingsScreen(app)}.`,
    ].join('\n'),
  });
}
