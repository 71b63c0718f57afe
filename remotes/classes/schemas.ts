// The classes section's records: programs, the weekly timetable, closures, events, the section's
// settings and the free trial bookings visitors make. TypeBox's functions one by one, so the
// pages carry only the few they use.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { TEXT_LIMITS, contentKind, optionalText, requiredEmail, requiredText } from '@academy/contracts';

/** `HH:MM`, 00:00 to 23:59. */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** `YYYY-MM-DD`. */
export const DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

export const PROGRAM_LEVELS = ['beginner', 'all', 'advanced'] as const;
export const EVENT_KINDS = ['grading', 'seminar', 'tournament', 'open-day', 'other'] as const;
export const BOOKING_STATUSES = ['booked', 'waitlisted', 'cancelled', 'attended', 'no-show'] as const;
export const BOOKING_OUTCOMES = ['open', 'joined', 'lost'] as const;
/** Places per occurrence for trial visitors: 0 takes none. */
export const MAX_TRIAL_SPOTS = 50;
/** The oldest age a participant may give. */
export const MAX_AGE = 120;

/** One of the given words (TypeBox checks it; the type is their union). */
const literals = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
const age = () => Type.Integer({ minimum: 0, maximum: MAX_AGE });
/** A form's empty number field means "none": the body may send '' for an optional age. */
const optionalAge = () => Type.Optional(Type.Union([age(), Type.Literal('')]));

/** A program: who it is for (ages in whole years, either end open) and its level. */
export const program = contentKind(
  { title: 'title', description: 'description', image: 'image' },
  {
    ageMin: Type.Optional(Type.Union([Type.Integer(), Type.Literal('')])),
    ageMax: Type.Optional(Type.Union([Type.Integer(), Type.Literal('')])),
    level: Type.String(),
  },
  { ageMin: optionalAge(), ageMax: optionalAge(), level: literals(PROGRAM_LEVELS) },
);

/** A class of the weekly timetable, at the academy's local time. */
const sessionFields = {
  /** A program's `_id`. */
  program: requiredText(64),
  /** 1 = Monday ... 7 = Sunday. */
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  startTime: Type.String({ pattern: TIME_PATTERN }),
  endTime: Type.String({ pattern: TIME_PATTERN }),
  instructor: requiredText(TEXT_LIMITS.name),
  location: optionalText(TEXT_LIMITS.title),
  trialSpots: Type.Integer({ minimum: 0, maximum: MAX_TRIAL_SPOTS }),
};
export const classSession = {
  body: Type.Object(sessionFields),
  record: Type.Object({
    _id: Type.String(),
    program: Type.String(),
    weekday: Type.Integer(),
    startTime: Type.String(),
    endTime: Type.String(),
    instructor: Type.String(),
    location: Type.String(),
    trialSpots: Type.Integer(),
  }),
};

/** Days on which no class takes place, both ends included. */
export const closure = {
  body: Type.Object({
    title: requiredText(TEXT_LIMITS.title),
    startDate: Type.String({ pattern: DATE_PATTERN }),
    endDate: Type.String({ pattern: DATE_PATTERN }),
  }),
  record: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    startDate: Type.String(),
    endDate: Type.String(),
  }),
};

/** A grading, seminar, tournament or open day: times are ISO 8601 with their offset. */
export const academyEvent = contentKind(
  { title: 'title', description: 'description', image: 'image' },
  { kind: Type.String(), startsAt: Type.String(), endsAt: Type.String(), location: Type.String() },
  {
    kind: literals(EVENT_KINDS),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    location: optionalText(TEXT_LIMITS.address),
  },
);

/** The section's settings: the academy's time zone (an IANA name), which the timetable's times are in. */
export const DEFAULT_TIME_ZONE = 'UTC';
export const classesSettings = {
  body: Type.Object({ timeZone: requiredText(64) }),
  record: Type.Object({ _id: Type.String(), timeZone: Type.String() }),
};

/** What a visitor sends to book a free trial (the form's field names are these). */
export const bookingRequestBody = Type.Object({
  session: requiredText(64),
  date: Type.String({ maxLength: 10 }),
  name: requiredText(TEXT_LIMITS.name),
  email: requiredEmail(),
  phone: optionalText(TEXT_LIMITS.phone),
  /** The participant's name: a parent books for a child. */
  participant: requiredText(TEXT_LIMITS.name),
  age: age(),
  message: optionalText(TEXT_LIMITS.message),
  /** Honeypot: any text, as on the contact form. */
  website: Type.Optional(Type.String()),
  /** The privacy policy's consent: the page's form sends it; the API does not require it. */
  consent: Type.Optional(Type.String({ maxLength: 10 })),
});

export const bookingStatus = literals(BOOKING_STATUSES);
export const bookingOutcome = literals(BOOKING_OUTCOMES);

/** What the booking API answers the visitor. */
export const bookingReceipt = Type.Object({
  _id: Type.String(),
  status: Type.Union([Type.Literal('booked'), Type.Literal('waitlisted')]),
});

/** A booking as staff see it. */
export const trialBooking = Type.Object({
  _id: Type.String(),
  session: Type.String(),
  /** The class's program's title, and its time, when the booking was made. */
  program: Type.String(),
  date: Type.String(),
  startTime: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  participant: Type.String(),
  age: Type.Integer(),
  message: Type.String(),
  status: bookingStatus,
  outcome: bookingOutcome,
  /** ISO 8601. */
  createdAt: Type.String(),
});

export const bookingUpdateBody = Type.Union([
  Type.Object({ status: bookingStatus }, { additionalProperties: false }),
  Type.Object({ outcome: bookingOutcome }, { additionalProperties: false }),
]);

/** Texts the API and the pages share. */
export const BOOKING_TEXTS = {
  chooseDate: 'Please choose a date.',
  notOnThatDate: 'That class does not take place on that date.',
  datePassed: 'That date has passed.',
  noTrials: 'This class does not take trial visitors.',
  alreadyBooked: 'You have already booked this class on that date.',
  linkInvalid: 'This link is no longer valid.',
  waitlisted:
    'This class is full on that date. You are on the waitlist, and we will email you if a place opens.',
  full: 'Full: join the waitlist',
} as const;

export type Program = Static<typeof program.record>;
export type ClassSession = Static<typeof classSession.record>;
export type Closure = Static<typeof closure.record>;
export type AcademyEvent = Static<typeof academyEvent.record>;
export type ClassesSettings = Static<typeof classesSettings.record>;
export type BookingRequest = Static<typeof bookingRequestBody>;
export type BookingReceipt = Static<typeof bookingReceipt>;
export type TrialBooking = Static<typeof trialBooking>;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/** One date on which a class takes place, as the booking page offers it. */
export const trialDate = Type.Object({
  /** `YYYY-MM-DD`, the academy's local date. */
  date: Type.String(),
  /** ISO 8601: the class's start at that date, in the academy's time zone. */
  startsAt: Type.String(),
  places: Type.Integer(),
  booked: Type.Integer(),
  full: Type.Boolean(),
});

/** `GET /classes/trial-dates?session=<id>`: a class and its next 4 weeks of dates open to trials. */
export const trialDates = Type.Object({
  session: classSession.record,
  /** Its program's title ('' when the program is gone). */
  programTitle: Type.String(),
  timeZone: Type.String(),
  dates: Type.Array(trialDate),
});

/** `GET /classes/upcoming`: what the page says is coming, computed in the academy's time zone. */
export const upcoming = Type.Object({
  timeZone: Type.String(),
  /** `YYYY-MM-DD` in the academy's time zone. */
  today: Type.String(),
  /** Closures that overlap the next 8 weeks. */
  closures: Type.Array(closure.record),
  /** Events that end after now and start within 90 days, soonest first. */
  events: Type.Array(academyEvent.record),
});

/** `GET /classes/booking?token=<token>`: the booking a mailed link names (410 when it is no longer valid). */
export const bookingByToken = Type.Object({
  _id: Type.String(),
  status: bookingStatus,
  programTitle: Type.String(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  participant: Type.String(),
  name: Type.String(),
  email: Type.String(),
});

export const cancelBookingBody = Type.Object({ token: requiredText(200) });

export type TrialDate = Static<typeof trialDate>;
export type TrialDates = Static<typeof trialDates>;
export type Upcoming = Static<typeof upcoming>;
export type BookingByToken = Static<typeof bookingByToken>;
