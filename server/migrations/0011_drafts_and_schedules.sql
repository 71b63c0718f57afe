-- Drafts: at most one per record, keyed as its revisions are (`<section>/<block>`,
-- `<section>/<collection>/<id>`), kept for staff until it is published or discarded. `fields` is
-- the whole state the record would have, image paths included: a file stays on disk while a draft
-- refers to it, as for a revision.
CREATE TABLE content_drafts (
  record text PRIMARY KEY,
  fields jsonb NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL
);
CREATE INDEX content_drafts_record_idx ON content_drafts (record text_pattern_ops);

-- Where a list item stands for visitors: 'published' (every read), 'draft' (staff only) or
-- 'scheduled' (published by the server at publish_at).
ALTER TABLE content_items ADD COLUMN status text NOT NULL DEFAULT 'published';
ALTER TABLE content_items ADD COLUMN publish_at timestamptz;
CREATE INDEX content_items_scheduled_idx ON content_items (publish_at) WHERE status = 'scheduled';

-- Links that show a page with the drafts applied: only the token's hash is kept. Every link ends
-- when it expires or when a draft is published.
CREATE TABLE preview_links (
  token_hash text PRIMARY KEY,
  path text NOT NULL,
  created_by text NOT NULL,
  expires_at timestamptz NOT NULL
);
