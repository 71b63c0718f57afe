-- Revisions: each admin save keeps the state it replaced. `record` names the record
-- (`<section>/<block>` for a single record or a slot, `<section>/<collection>/<id>` for a list
-- item, and below an item's key what belongs to it, e.g. a blog's detailed content), so an item
-- and everything of it are found by one prefix. `fields` is the stored state, image paths
-- included: a file stays on disk while a revision refers to it.
CREATE TABLE content_revisions (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  record text NOT NULL,
  fields jsonb NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL
);
CREATE INDEX content_revisions_record_idx ON content_revisions (record text_pattern_ops, seq);

-- The trash: a deleted list item keeps its row (so what belongs to it, like a blog's detailed
-- content, stays with it) and is marked; every read of a list leaves marked rows out. The files
-- it and its revisions refer to are moved out of the served folder while it is there
-- (`trashed_files`, the public paths), and back on restore.
ALTER TABLE content_items ADD COLUMN trashed_at timestamptz;
ALTER TABLE content_items ADD COLUMN trashed_by text;
ALTER TABLE content_items ADD COLUMN trashed_files jsonb;
CREATE INDEX content_items_trashed_idx ON content_items (trashed_at) WHERE trashed_at IS NOT NULL;
