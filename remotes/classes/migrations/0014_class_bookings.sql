-- Free trial bookings of the classes section: people's data with a life of their own (booked or
-- waitlisted in arrival order, cancelled, attended, an outcome), so a table with typed columns
-- rather than a content list. A booking names its class by the content item's id, without a
-- foreign key: a class deleted by staff goes to the trash and is purged later, and the bookings
-- (cancelled then) stay until staff delete them.

CREATE TABLE class_bookings (
  id text PRIMARY KEY,
  -- Arrival order: places and the waitlist go by it.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  session_id text NOT NULL,
  -- The academy's local date of the occurrence (YYYY-MM-DD), and its start and end as instants.
  class_date text NOT NULL CHECK (class_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The class as it was booked (its program's title, its local times), for staff and the mails.
  program_title text NOT NULL,
  start_time text NOT NULL,
  end_time text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  participant text NOT NULL,
  age integer NOT NULL,
  message text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('booked', 'waitlisted', 'cancelled', 'attended', 'no-show')),
  outcome text NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'joined', 'lost')),
  created_at timestamptz NOT NULL,
  -- When the reminder before the class was claimed: set once, by the server that sends it.
  reminded_at timestamptz
);
-- One live booking per person, class and date: a second one is refused (409), whatever the order
-- of two requests sent together. A cancelled booking does not count: the visitor may book again.
CREATE UNIQUE INDEX class_bookings_one_per_person_idx
  ON class_bookings (session_id, class_date, lower(email))
  WHERE status <> 'cancelled';
-- An occurrence's places and waitlist, in arrival order.
CREATE INDEX class_bookings_occurrence_idx ON class_bookings (session_id, class_date, seq);
-- Staff read newest first.
CREATE INDEX class_bookings_created_idx ON class_bookings (created_at, seq);
-- The reminders still to send.
CREATE INDEX class_bookings_reminders_idx ON class_bookings (starts_at)
  WHERE status = 'booked' AND reminded_at IS NULL;

-- The links mailed to a visitor (to see or cancel the booking): a random token each, only its
-- hash kept; every mail carries a new one, and all of a booking's work until its class has
-- ended or it is cancelled. Deleted with the booking.
CREATE TABLE class_booking_links (
  token_hash text PRIMARY KEY,
  booking_id text NOT NULL REFERENCES class_bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX class_booking_links_booking_idx ON class_booking_links (booking_id);
