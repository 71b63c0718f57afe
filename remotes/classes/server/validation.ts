import { type ContentFields, badRequest } from '@academy/server/kit';
import { canonicalTimeZone, isDate, isTimeZone } from './occurrences';

// Checks across a record's fields, run before a write is stored or kept as a draft (the
// SectionServer's `prepare`): the schemas check each field alone.

export const TIME_ZONE_REFUSED =
  'timeZone must be a time zone name from the IANA database, such as Europe/London or UTC.';
export const AGES_REFUSED = 'ageMax must be at least ageMin.';
export const TIMES_REFUSED = 'endTime must be after startTime.';
export const DATES_REFUSED = 'endDate must be on or after startDate.';
export const EVENT_TIMES_REFUSED = 'endsAt must be after startsAt.';
export const PROGRAM_REFUSED = 'program must be the id of one of the programs.';
export const notADate = (field: string) => `${field} must be a date (YYYY-MM-DD).`;

/** The settings: a time zone this server knows, stored as the runtime spells it. */
export function prepareSettings(fields: ContentFields): ContentFields {
  const timeZone = String(fields.timeZone ?? '');
  if (!isTimeZone(timeZone)) throw badRequest(TIME_ZONE_REFUSED);
  return { ...fields, timeZone: canonicalTimeZone(timeZone) };
}

const age = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** A program's ages: either end may be open; both given, the range is not upside down. */
export function prepareProgram(fields: ContentFields): ContentFields {
  const [min, max] = [age(fields.ageMin), age(fields.ageMax)];
  if (min !== undefined && max !== undefined && max < min) throw badRequest(AGES_REFUSED);
  return fields;
}

/** A class ends after it starts, on the same day (`HH:MM` compares as text). */
export function prepareSession(fields: ContentFields): ContentFields {
  if (String(fields.endTime) <= String(fields.startTime)) throw badRequest(TIMES_REFUSED);
  return fields;
}

/** A closure's dates are real dates, the end not before the start. */
export function prepareClosure(fields: ContentFields): ContentFields {
  for (const field of ['startDate', 'endDate']) {
    if (!isDate(String(fields[field] ?? ''))) throw badRequest(notADate(field));
  }
  if (String(fields.endDate) < String(fields.startDate)) throw badRequest(DATES_REFUSED);
  return fields;
}

/** An event ends after it starts. */
export function prepareEvent(fields: ContentFields): ContentFields {
  const starts = Date.parse(String(fields.startsAt));
  const ends = Date.parse(String(fields.endsAt));
  if (!(ends > starts)) throw badRequest(EVENT_TIMES_REFUSED);
  return fields;
}
