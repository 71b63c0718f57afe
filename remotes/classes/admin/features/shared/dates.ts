/** A `YYYY-MM-DD` date as staff read it: 'Tuesday 3 December 2026' (a calendar date, no time zone). */
export function formatDay(date: string, options: { year?: boolean } = {}): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) return date;
  // Put together from its parts: ICU's English formats differ in their commas between versions.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  const words = [part('weekday'), part('day'), part('month')];
  if (options.year !== false) words.push(part('year'));
  return words.join(' ');
}

/** Today's date (`YYYY-MM-DD`) in the academy's time zone; the browser's UTC date for an unknown zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
