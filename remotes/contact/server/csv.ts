import { spreadsheetCsv } from '@academy/server/kit';
import type { ContactSubmission } from '../schemas';

const COLUMNS = ['Name', 'Email', 'Phone', 'Message', 'Received', 'Contacted'];

/** Every submission as CSV a spreadsheet opens safely (see spreadsheetCsv). */
export function submissionsCsv(submissions: readonly ContactSubmission[]): string {
  return spreadsheetCsv(
    COLUMNS,
    submissions.map((s) => [s.name, s.email, s.phone, s.message, s.createdAt, s.contacted ? 'Yes' : 'No']),
  );
}
