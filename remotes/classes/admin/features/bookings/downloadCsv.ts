import { downloadFile } from '@academy/admin-kit';
import section from '../../../section';

/** Downloads every booking as CSV (staff only, so through the kit's `downloadFile`). */
export function downloadBookingsCsv(): Promise<void> {
  return downloadFile(`${section.paths.bookings}.csv`, 'trial-bookings.csv');
}
