import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { AcademyEvent, ClassSession, Closure } from '../schemas';
import { type Occurrence, addDays, localToday, occurrenceOn, weekdayOf } from './occurrences';

// iCalendar (RFC 5545) written by hand: the feed of the timetable and events, and the one
// event a booking's mail carries. Lines end in CRLF and are folded at 75 octets; texts are
// escaped; local times name the academy's zone, whose VTIMEZONE (the tz database's rules, from
// timezones-ical-library) every file carries.

const PRODID = '-//Karate Academy//Classes//EN';
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545, 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The VTIMEZONE of a zone and the TZID the times name (`UTC` is the database's `Etc/UTC`). */
export function timeZoneBlock(timeZone: string, now: Date): { tzid: string; lines: string[] } {
  const found = tzlib_get_ical_block(timeZone);
  if (Array.isArray(found) && found[0]) {
    const lines = found[0].split(/\r?\n/).filter(Boolean);
    return { tzid: found[1].replace(/^TZID=/, ''), lines };
  }
  // A zone newer than the library's data: its offset now, without rules.
  const offset = DateTime.fromJSDate(now, { zone: timeZone }).toFormat('ZZZ');
  return {
    tzid: timeZone,
    lines: [
      'BEGIN:VTIMEZONE',
      `TZID:${timeZone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ],
  };
}

const local = (time: DateTime) => time.toFormat("yyyyLLdd'T'HHmmss");
const utc = (time: DateTime | Date) =>
  (time instanceof Date ? DateTime.fromJSDate(time) : time).toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");

/** A whole calendar: its lines folded and joined with CRLF. */
function calendar(lines: string[], name?: string): string {
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODID}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
      ...lines,
      'END:VCALENDAR',
    ]
      .map(foldLine)
      .join('\r\n') + '\r\n'
  );
}

export interface ClassDescription {
  title: string;
  session: ClassSession;
  /** The academy's address, when known. */
  address?: string;
  description?: string;
}

const locationOf = ({ session, address }: ClassDescription) =>
  [session.location, address].filter(Boolean).join(', ');

/** One occurrence of a class (a booking's invitation): one VEVENT in the academy's time zone. */
export function occurrenceCalendar(
  about: ClassDescription,
  occurrence: Occurrence,
  { uid, timeZone, now }: { uid: string; timeZone: string; now: Date },
): string {
  const zone = timeZoneBlock(timeZone, now);
  const location = locationOf(about);
  return calendar([
    ...zone.lines,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART;TZID=${zone.tzid}:${local(occurrence.startsAt)}`,
    `DTEND;TZID=${zone.tzid}:${local(occurrence.endsAt)}`,
    `SUMMARY:${escapeText(about.title)}`,
    ...(about.description ? [`DESCRIPTION:${escapeText(about.description)}`] : []),
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ]);
}

export interface FeedContent {
  /** The calendar's name. */
  name: string;
  /** The site's host, for the events' UIDs. */
  host: string;
  timeZone: string;
  now: Date;
  classes: { session: ClassSession; programTitle: string }[];
  closures: readonly Closure[];
  events: readonly AcademyEvent[];
  address?: string;
}

/** The first date on or after `from` on a weekday. */
const firstOnWeekday = (from: string, weekday: number) => addDays(from, (weekday - weekdayOf(from) + 7) % 7);

/**
 * The feed: one weekly VEVENT per class (RRULE from this week's date on, an EXDATE for each
 * closed date), and each event that has not ended as a VEVENT of its own.
 */
export function feedCalendar(feed: FeedContent): string {
  const zone = timeZoneBlock(feed.timeZone, feed.now);
  const today = localToday(feed.timeZone, feed.now);
  const stamp = utc(feed.now);
  const lines = [`X-WR-TIMEZONE:${zone.tzid}`, ...zone.lines];
  for (const { session, programTitle } of feed.classes) {
    const first = occurrenceOn(session, firstOnWeekday(today, session.weekday), feed.timeZone);
    const closed = feed.closures
      .flatMap((closure) => {
        const dates: string[] = [];
        for (let date = closure.startDate; date <= closure.endDate; date = addDays(date, 1)) {
          if (date >= first.date && weekdayOf(date) === session.weekday) dates.push(date);
        }
        return dates;
      })
      .sort();
    const location = locationOf({ title: programTitle, session, address: feed.address });
    lines.push(
      'BEGIN:VEVENT',
      `UID:class-${session._id}@${feed.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${zone.tzid}:${local(first.startsAt)}`,
      `DTEND;TZID=${zone.tzid}:${local(first.endsAt)}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${BYDAY[session.weekday - 1]}`,
      ...[...new Set(closed)].map(
        (date) => `EXDATE;TZID=${zone.tzid}:${local(occurrenceOn(session, date, feed.timeZone).startsAt)}`,
      ),
      `SUMMARY:${escapeText(programTitle || 'Class')}`,
      `DESCRIPTION:${escapeText(`Instructor: ${session.instructor}`)}`,
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      'CATEGORIES:CLASS',
      'END:VEVENT',
    );
  }
  for (const event of feed.events) {
    const starts = DateTime.fromISO(event.startsAt);
    const ends = DateTime.fromISO(event.endsAt);
    if (!starts.isValid || !ends.isValid || ends.toJSDate() <= feed.now) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event._id}@${feed.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(starts)}`,
      `DTEND:${utc(ends)}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `CATEGORIES:${escapeText(event.kind.toUpperCase())}`,
      'END:VEVENT',
    );
  }
  return calendar(lines, feed.name);
}
