-- A blog's detailed content (one per blog) and its media items, in tables of their own rather
-- than content_items: media are ordered by `position`, looked up by their detailed content, and
-- removed with it, which keys and foreign keys say better than JSON fields. The blog itself
-- stays a content_items row (the list pattern), so deleting one cascades here as well; the
-- server still deletes these rows itself first, to learn which files to remove after the commit.

CREATE TABLE blog_details (
  id text PRIMARY KEY,
  blog_id text NOT NULL UNIQUE REFERENCES content_items(id) ON DELETE CASCADE,
  subtitle text NOT NULL,
  sub_description text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blog_media (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  detail_id text NOT NULL REFERENCES blog_details(id) ON DELETE CASCADE,
  -- 'image' or 'video'
  type text NOT NULL,
  url text NOT NULL,
  caption text NOT NULL DEFAULT '',
  position integer NOT NULL
);
CREATE INDEX blog_media_detail_idx ON blog_media (detail_id, position, seq);
