-- Who else is here (issue 32, item 2): who has which record open in an editor, as of their last
-- heartbeat. A table, not memory, so that every server instance sees everyone; a row is gone a
-- minute after its last heartbeat (the server's clock decides) or at once when the editor closes.
CREATE TABLE editor_presence (
  record text NOT NULL,
  account_id text NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (record, account_id)
);
CREATE INDEX editor_presence_seen_at_idx ON editor_presence (seen_at);
