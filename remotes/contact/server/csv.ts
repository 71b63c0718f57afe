import { stringify } from 'csv-stringify/sync';
import type { ContactSubmission } from '../schemas';

const COLUMNS = ['Name', 'Email', 'Phone', 'Message', 'Received', 'Contacted'];

/**
 * Every submission as CSV (RFC 4180: a header row, CRLF line ends, quotes where needed), UTF-8
 * with a byte-order mark so spreadsheet programs read accents correctly. A cell a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return, or their
 * full-width forms) gets a leading apostrophe, so it is shown as text.
 */
export function submissionsCsv(submissions: readonly ContactSubmission[]): string {
  return stringify(
    submissions.map((s) => [s.name, s.email, s.phone, s.message, s.createdAt, s.contacted ? 'Yes' : 'No']),
    { header: true, columns: COLUMNS, bom: true, record_delimiter: 'windows', escape_formulas: true },
  );
}

/** 'contact-submissions-2026-03-05.csv': the day of the export, so several downloads keep apart. */
export function submissionsCsvFileName(now: Date): string {
  return `contact-submissions-${now.toISOString().slice(0, 10)}.csv`;
}
