import { weekdayName } from '../../../section';
import {
  BOOKING_OUTCOMES,
  BOOKING_STATUSES,
  type BookingOutcome,
  type BookingStatus,
  type ClassSession,
  type TrialBooking,
} from '../../../schemas';

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'No-show',
};
export const OUTCOME_LABELS: Record<BookingOutcome, string> = {
  open: 'Open',
  joined: 'Joined',
  lost: 'Lost',
};
export { BOOKING_OUTCOMES, BOOKING_STATUSES };

/** Statuses that hold one of an occurrence's places. */
const HOLDS_A_PLACE: readonly BookingStatus[] = ['booked', 'attended', 'no-show'];

export type When = 'upcoming' | 'past' | 'all';

export interface BookingFilters {
  status: BookingStatus | '';
  outcome: BookingOutcome | '';
  /** '' for every class, `program:<title>` for a program's classes, `session:<id>` for one class. */
  classes: string;
  when: When;
}

export const NO_FILTERS: BookingFilters = { status: '', outcome: '', classes: '', when: 'upcoming' };

/** A class as staff name it: 'Kids, Tuesday 17:30' (its day from the timetable, or the booking's date). */
export function className(booking: TrialBooking, session: ClassSession | undefined): string {
  const weekday = session?.weekday ?? isoWeekday(booking.date);
  return `${booking.program || 'Class'}, ${weekdayName(weekday)} ${booking.startTime}`;
}

/** 1 = Monday ... 7 = Sunday of a `YYYY-MM-DD` date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The choices of the class filter: each program's classes, then each class, from the bookings made. */
export function classChoices(bookings: readonly TrialBooking[], sessions: readonly ClassSession[]) {
  const sessionOf = (id: string) => sessions.find((session) => session._id === id);
  const programs = [...new Set(bookings.map((booking) => booking.program).filter(Boolean))].sort();
  const classes = new Map<string, string>();
  for (const booking of bookings)
    classes.set(booking.session, className(booking, sessionOf(booking.session)));
  return [
    ...programs.map((program) => ({ value: `program:${program}`, label: `All ${program} classes` })),
    ...[...classes]
      .map(([id, label]) => ({ value: `session:${id}`, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
}

/** The bookings the filters let through: upcoming soonest first, past latest first. */
export function filterBookings(
  bookings: readonly TrialBooking[],
  filters: BookingFilters,
  today: string,
): TrialBooking[] {
  const upcoming = (booking: TrialBooking) => booking.date >= today;
  const shown = bookings.filter(
    (booking) =>
      (!filters.status || booking.status === filters.status) &&
      (!filters.outcome || booking.outcome === filters.outcome) &&
      (!filters.classes ||
        filters.classes === `program:${booking.program}` ||
        filters.classes === `session:${booking.session}`) &&
      (filters.when === 'all' || (filters.when === 'upcoming') === upcoming(booking)),
  );
  const moment = (booking: TrialBooking) => `${booking.date} ${booking.startTime} ${booking.createdAt}`;
  return shown.sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    return upcoming(a) ? moment(a).localeCompare(moment(b)) : moment(b).localeCompare(moment(a));
  });
}

/** One date of a class that has bookings: how many of its places are taken, and who waits, in order. */
export interface Occurrence {
  key: string;
  session: string;
  date: string;
  startTime: string;
  name: string;
  booked: number;
  /** The class's places for trial visitors; null when the class is no longer in the timetable. */
  places: number | null;
  waitlist: TrialBooking[];
}

/** The coming occurrences (today or later) that have bookings, soonest first. */
export function comingOccurrences(
  bookings: readonly TrialBooking[],
  sessions: readonly ClassSession[],
  today: string,
): Occurrence[] {
  const byKey = new Map<string, Occurrence>();
  const coming = bookings
    .filter((booking) => booking.date >= today)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const booking of coming) {
    const key = `${booking.session}|${booking.date}`;
    const session = sessions.find((candidate) => candidate._id === booking.session);
    const occurrence = byKey.get(key) ?? {
      key,
      session: booking.session,
      date: booking.date,
      startTime: session?.startTime ?? booking.startTime,
      name: className(booking, session),
      booked: 0,
      places: session ? session.trialSpots : null,
      waitlist: [],
    };
    if (HOLDS_A_PLACE.includes(booking.status)) occurrence.booked += 1;
    if (booking.status === 'waitlisted') occurrence.waitlist.push(booking);
    byKey.set(key, occurrence);
  }
  return [...byKey.values()].sort((a, b) =>
    `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`),
  );
}

export const BOOKINGS_PAGE_SIZE = 20;
