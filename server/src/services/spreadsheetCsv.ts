import { stringify } from 'csv-stringify/sync';

/**
 * Rows as CSV a spreadsheet opens as they are (RFC 4180: a header row, CRLF line ends, quotes
 * where needed), UTF-8 with a byte-order mark so accents read correctly. A cell a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return, or their
 * full-width forms) gets a leading apostrophe, so it is shown as text.
 */
export function spreadsheetCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/** '<name>-2026-03-05.csv': the day of the export, so several downloads keep apart. */
export const csvFileName = (name: string, now: Date) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
