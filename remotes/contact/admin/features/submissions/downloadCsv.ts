import { downloadFile } from '@academy/admin-kit';
import contact from '../../../section';

/** Downloads every submission as CSV (admin-only, so through the kit's `downloadFile`). */
export function downloadSubmissionsCsv(): Promise<void> {
  return downloadFile(`${contact.paths.submissions}.csv`, 'contact-submissions.csv');
}
