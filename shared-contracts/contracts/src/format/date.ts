/**
 * One formatter per time zone, made on first use: building an Intl formatter costs far more than
 * using one (toLocaleDateString builds one on every call), and a page of posts formats a date for
 * each (issue 33). Not made when the module loads: every page's bundle loads it, most show no date.
 */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    longDateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The long US-English date ('March 5, 2026'); empty for a missing or invalid value. In the
 * academy's time zone, the same on the server and in every browser (a page rendered on the server
 * is hydrated with the very same text); UTC unless the site sets one.
 */
export function formatLongDate(value: string | number | Date | null | undefined, timeZone = 'UTC'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return longDateFormat(timeZone).format(date);
}
