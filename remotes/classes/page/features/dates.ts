// Dates and times as the pages say them, with no date library: a `YYYY-MM-DD` date is a calendar
// day (read at UTC, so no time zone moves it), and an instant is read in the academy's time zone
// with Intl's numeric parts only (the words are ours, so the server and every browser write the
// very same text, and hydration finds what the server rendered).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a `YYYY-MM-DD` date, as midnight UTC (NaN when it is none). */
function dayOf(date: string): Date {
  const match = DATE.exec(date);
  return new Date(match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN);
}

const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/** '22 December' of '2025-12-22'; the text itself when it is no date. */
export function dayMonth(date: string): string {
  const day = dayOf(date);
  if (Number.isNaN(day.getTime())) return date;
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** 'Tuesday 3 December' of '2024-12-03'; the text itself when it is no date. */
export function weekdayDayMonth(date: string): string {
  const day = dayOf(date);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]} ${dayMonth(date)}`;
}

/** The `YYYY-MM-DD` date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const day = new Date(dayOf(date).getTime() + days * DAY_MS);
  return Number.isNaN(day.getTime()) ? '' : isoDate(day);
}

interface WallClock {
  date: string;
  /** `HH:MM`. */
  time: string;
  /** The wall clock as if it were UTC, in milliseconds: its difference to the instant is the offset. */
  asUtc: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The numeric clock of a time zone; UTC's for a name Intl does not know. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** What the clocks of `timeZone` show at `instant` (milliseconds since the epoch). */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    (type) => Number(parts[type]),
  );
  return {
    date: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/**
 * The instant the day `date` begins in `timeZone` (its local midnight), daylight-saving changes
 * included: the offset is read at a first guess, then again where that lands. NaN for no date.
 */
export function localMidnight(date: string, timeZone: string): number {
  const midnight = dayOf(date).getTime();
  if (Number.isNaN(midnight)) return NaN;
  let instant = midnight;
  for (let pass = 0; pass < 2; pass++) {
    instant = midnight - (wallClock(instant, timeZone).asUtc - instant);
  }
  return instant;
}

/**
 * An event's time as the academy's clocks show it: 'Saturday 14 March, 10:00-16:00', or across
 * days 'Saturday 14 March, 10:00 to Sunday 15 March, 16:00'.
 */
export function eventTime(startsAt: string, endsAt: string, timeZone: string): string {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start)) return '';
  const from = wallClock(start, timeZone);
  const fromText = `${weekdayDayMonth(from.date)}, ${from.time}`;
  if (Number.isNaN(end)) return fromText;
  const to = wallClock(end, timeZone);
  return to.date === from.date
    ? `${fromText}-${to.time}`
    : `${fromText} to ${weekdayDayMonth(to.date)}, ${to.time}`;
}
