import { DateTime, IANAZone } from 'luxon';
import { DATE_PATTERN, DEFAULT_TIME_ZONE } from '../schemas';

// When classes take place: the weekly timetable at the academy's local time (an IANA time zone),
// closures taking days out. The one module that trial dates, booking checks, reminders, the
// calendar feed and the mails compute with, so they always agree. Daylight saving keeps a class at
// its local time (luxon does the time zone arithmetic).

/** How far ahead a visitor may book a trial: the next 4 weeks. */
export const TRIAL_DAYS = 28;
/** How far ahead the page tells of closures. */
export const CLOSURE_NOTICE_DAYS = 56;
/** How far ahead the page lists events. */
export const EVENT_DAYS = 90;

/** What the occurrences need of a class. */
export interface Timetabled {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** Days without classes, both ends included (`YYYY-MM-DD`). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** One date a class takes place, with its start and end in the academy's time zone. */
export interface Occurrence {
  date: string;
  startsAt: DateTime;
  endsAt: DateTime;
}

/** Whether `name` is a time zone this server knows by its IANA name (`Europe/London`, `UTC`). */
export function isTimeZone(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name) && IANAZone.isValidZone(name);
}

/** The IANA name as the runtime spells it (`europe/london` is `Europe/London`). */
export function canonicalTimeZone(name: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
}

/** A stored zone, or the default when it is missing or unknown here. */
export const usableTimeZone = (name: unknown) =>
  typeof name === 'string' && isTimeZone(name) ? name : DEFAULT_TIME_ZONE;

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isDate(date: string): boolean {
  if (!new RegExp(DATE_PATTERN).test(date)) return false;
  return DateTime.fromISO(date, { zone: 'UTC' }).toISODate() === date;
}

/** The academy's local date at `now`. */
export const localToday = (timeZone: string, now: Date) =>
  DateTime.fromJSDate(now, { zone: timeZone }).toISODate() as string;

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() as string;

/** 1 = Monday ... 7 = Sunday. */
export const weekdayOf = (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).weekday;

/** Whether a closure covers `date`. */
export const isClosed = (date: string, closures: readonly DateRange[]) =>
  closures.some((closure) => closure.startDate <= date && date <= closure.endDate);

/**
 * A local date and `HH:MM` in the academy's zone. A time that daylight saving skips (01:30 on the
 * spring-forward night in London) is the same moment an hour on, as clocks show it.
 */
export const localTime = (date: string, time: string, timeZone: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: timeZone });

/** The class on `date` (whether or not it takes place then). */
export function occurrenceOn(session: Timetabled, date: string, timeZone: string): Occurrence {
  return {
    date,
    startsAt: localTime(date, session.startTime, timeZone),
    endsAt: localTime(date, session.endTime, timeZone),
  };
}

/** The dates from `from` on, for `days` days, on which the class takes place (closures left out). */
export function occurrencesBetween(
  session: Timetabled,
  {
    from,
    days,
    timeZone,
    closures,
  }: { from: string; days: number; timeZone: string; closures: readonly DateRange[] },
): Occurrence[] {
  const found: Occurrence[] = [];
  const offset = (session.weekday - weekdayOf(from) + 7) % 7;
  for (let day = offset; day < days; day += 7) {
    const date = addDays(from, day);
    if (!isClosed(date, closures)) found.push(occurrenceOn(session, date, timeZone));
  }
  return found;
}

/** The class's coming dates within `days` of today (local): closed and started ones left out. */
export function comingOccurrences(
  session: Timetabled,
  {
    now,
    days,
    timeZone,
    closures,
  }: { now: Date; days: number; timeZone: string; closures: readonly DateRange[] },
): Occurrence[] {
  const from = localToday(timeZone, now);
  const instant = DateTime.fromJSDate(now);
  return occurrencesBetween(session, { from, days, timeZone, closures }).filter(
    (occurrence) => occurrence.startsAt > instant,
  );
}

/** Why a visitor cannot book `date`, or the occurrence they can book. */
export type DateCheck =
  { ok: true; occurrence: Occurrence } | { ok: false; reason: 'notOnThatDate' | 'datePassed' };

/**
 * Whether the class takes a trial on `date`: a real date, its weekday, not closed, not started,
 * within the TRIAL_DAYS the booking page offers.
 */
export function checkTrialDate(
  session: Timetabled,
  date: string,
  { now, timeZone, closures }: { now: Date; timeZone: string; closures: readonly DateRange[] },
): DateCheck {
  if (!isDate(date) || weekdayOf(date) !== session.weekday || isClosed(date, closures)) {
    return { ok: false, reason: 'notOnThatDate' };
  }
  const occurrence = occurrenceOn(session, date, timeZone);
  if (occurrence.startsAt <= DateTime.fromJSDate(now)) return { ok: false, reason: 'datePassed' };
  if (date >= addDays(localToday(timeZone, now), TRIAL_DAYS)) return { ok: false, reason: 'notOnThatDate' };
  return { ok: true, occurrence };
}

/** ISO 8601 with the zone's offset, to the second: `2026-12-01T17:30:00+00:00`. */
export const isoOf = (time: DateTime) =>
  time.toISO({ suppressMilliseconds: true, includeOffset: true }) as string;

/** 'Tuesday 3 December' (and the year when it is not this year's). */
export function dateInWords(date: string, now?: Date): string {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  const sameYear = !now || day.year === DateTime.fromJSDate(now, { zone: 'UTC' }).year;
  return day.setLocale('en-GB').toFormat(sameYear ? 'cccc d LLLL' : 'cccc d LLLL yyyy');
}

/** '22 December' for a closure's ends. */
export const dayAndMonth = (date: string) =>
  DateTime.fromISO(date, { zone: 'UTC' }).setLocale('en-GB').toFormat('d LLLL');
