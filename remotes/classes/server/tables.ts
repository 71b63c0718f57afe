import { bigint, integer, pgTable, text, timestampTz } from '@academy/server/kit';

// Typed views of the tables that ../migrations/0014_class_bookings.sql creates.

/** A free trial booking (personal data: staff-only reads). */
export const classBookings = pgTable('class_bookings', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  sessionId: text('session_id').notNull(),
  classDate: text('class_date').notNull(),
  startsAt: timestampTz('starts_at').notNull(),
  endsAt: timestampTz('ends_at').notNull(),
  programTitle: text('program_title').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  participant: text('participant').notNull(),
  age: integer('age').notNull(),
  message: text('message').notNull().default(''),
  status: text('status').notNull(),
  outcome: text('outcome').notNull().default('open'),
  createdAt: timestampTz('created_at').notNull(),
  remindedAt: timestampTz('reminded_at'),
});

/** A mailed link to a booking: the hash of its token. */
export const classBookingLinks = pgTable('class_booking_links', {
  tokenHash: text('token_hash').primaryKey(),
  bookingId: text('booking_id').notNull(),
  createdAt: timestampTz('created_at').notNull(),
});
