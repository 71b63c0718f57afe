-- Messages visitors send through the contact form. Personal data with a life of its own (read,
-- marked contacted, exported, deleted by the academy), so a table of its own with typed columns
-- rather than a content list: no images, no field names per section, and a boolean and a time
-- that the inbox reads and the export writes as they are.

CREATE TABLE contact_submissions (
  id text PRIMARY KEY,
  -- Orders messages that arrive within the same instant.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  message text NOT NULL,
  contacted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
-- The inbox and the export read newest first (the index is walked backwards).
CREATE INDEX contact_submissions_received_idx ON contact_submissions (created_at, seq);
