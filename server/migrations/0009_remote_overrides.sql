-- A developer's overrides: remotes one administrator's browser loads from a dev server. They
-- belong to the session (ended with it) and are found by a cookie of their own, whose hash only
-- is kept, so the browser's bearer token never travels in a cookie.

ALTER TABLE sessions ADD COLUMN override_token_hash text UNIQUE;
ALTER TABLE sessions ADD COLUMN remote_overrides jsonb;
