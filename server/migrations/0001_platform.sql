-- Platform tables: administrators and their sessions, sign-in throttling, password resets,
-- generic content (singleton blocks and item lists), uploaded files and one-time seeds.

CREATE TABLE admins (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  admin_id text NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_admin_id_idx ON sessions (admin_id);

CREATE TABLE login_throttle (
  email text PRIMARY KEY,
  failures integer NOT NULL,
  locked_until timestamptz
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  admin_id text NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE content_blocks (
  id text PRIMARY KEY,
  section text NOT NULL,
  block text NOT NULL,
  fields jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (section, block)
);

CREATE TABLE content_items (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  section text NOT NULL,
  collection text NOT NULL,
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_list_idx ON content_items (section, collection, seq);

CREATE TABLE stored_files (
  name text PRIMARY KEY,
  owner text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
