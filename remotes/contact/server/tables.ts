import { bigint, boolean, pgTable, text, timestampTz } from '@academy/server/kit';

// Typed view of the table that ../migrations/0004_contact_submissions.sql creates.

/** A message sent through the public contact form (personal data: admin-only reads). */
export const contactSubmissions = pgTable('contact_submissions', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  contacted: boolean('contacted').notNull().default(false),
  createdAt: timestampTz('created_at').notNull(),
});
