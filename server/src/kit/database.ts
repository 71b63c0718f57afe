// The query builder a section's own tables are declared and queried with: the server's drizzle,
// so a section's queries run on the server's connections, inside its transactions.
export { and, asc, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read and written as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
