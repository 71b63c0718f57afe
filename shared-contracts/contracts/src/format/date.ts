/**
 * The long US-English date ('March 5, 2026'); empty for a missing or invalid value. In the
 * academy's time zone, the same on the server and in every browser (a page rendered on the server
 * is hydrated with the very same text); UTC unless the site sets one.
 */
export function formatLongDate(value: string | number | Date | null | undefined, timeZone = 'UTC'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}
