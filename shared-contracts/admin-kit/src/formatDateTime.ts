/**
 * A moment as the admin area shows it ('Nov 25, 2026, 6:05 AM'), in the administrator's own
 * time zone: these screens are rendered in the browser only.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
