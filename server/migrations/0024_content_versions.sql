-- No lost updates (issue 32): each record's current revision, counted by every write of it (a
-- save, a draft's save or discard, a publish, a restore, a move to the trash), with who wrote it
-- and when. A save that names the revision it started from (If-Match) is refused when another
-- write came first. Keyed as revisions and drafts are (`home/hero`, `blog/posts/<id>`,
-- `blog/posts/<id>/detailed`); a record written before this table reads as revision 0.
CREATE TABLE content_versions (
  record text PRIMARY KEY,
  revision integer NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL
);
