-- When each page's content last changed, for the sitemap's <lastmod>. Blocks already carry
-- updated_at; list items get theirs (a blog's detailed content counts as a change of its blog,
-- so the blog's row is touched by those writes too), and a deletion, which leaves no row to
-- carry a time, is recorded per list.

ALTER TABLE content_items ADD COLUMN updated_at timestamptz;
UPDATE content_items SET updated_at = created_at;
UPDATE content_items AS blog
  SET updated_at = greatest(blog.created_at, detail.updated_at)
  FROM blog_details AS detail
  WHERE detail.blog_id = blog.id;
ALTER TABLE content_items ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE content_items ALTER COLUMN updated_at SET DEFAULT now();

CREATE TABLE content_removals (
  section text NOT NULL,
  collection text NOT NULL,
  -- The last time an item of this list was deleted.
  removed_at timestamptz NOT NULL,
  PRIMARY KEY (section, collection)
);
