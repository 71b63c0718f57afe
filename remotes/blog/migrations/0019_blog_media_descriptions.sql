-- A post's pictures described by people (issue 31): each media item's description (what a
-- picture shows, for readers who cannot see it; at most 250 characters, checked by the API) and
-- whether it is decorative (the page then gives it an empty alt). Existing media start
-- undescribed, which the dashboard lists under 'Pictures to describe'.
ALTER TABLE blog_media ADD COLUMN alt text NOT NULL DEFAULT '';
ALTER TABLE blog_media ADD COLUMN decorative boolean NOT NULL DEFAULT false;
