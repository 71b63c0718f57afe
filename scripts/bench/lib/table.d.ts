// Types of table.js, for its unit test.
export function formatTable(rows: Array<Record<string, unknown>>): string;
