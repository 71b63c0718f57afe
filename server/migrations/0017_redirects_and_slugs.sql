-- Readable addresses and redirects (issue 31).
--
-- A list item's slug (its readable address, a blog post's /blog/<slug>) is a field of its JSON
-- like any other, unique within its list, items in the trash included: a trashed post keeps its
-- address (answered 410 Gone) until it is purged. The server settles slugs under a lock; this
-- index is what makes a second one impossible whatever writes them.
CREATE UNIQUE INDEX content_items_slug_idx ON content_items (section, collection, (fields->>'slug'))
  WHERE fields ? 'slug';

-- Redirects: a path of this site (`from_path`, unique) to a path or an https: URL, answered
-- before the path's 404. Staff manage them; a changed slug adds one by itself.
CREATE TABLE redirects (
  id text PRIMARY KEY,
  from_path text NOT NULL UNIQUE,
  to_target text NOT NULL,
  status integer NOT NULL CHECK (status IN (301, 302)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
