-- Trusted releases and self-deciding canaries.
--
-- A release on another origin is pinned when a registry entry or a canary is set to it: the
-- exact bytes of its release.json (every file's SHA-256) are kept here under their own SHA-256,
-- and the entry stores that digest. Server rendering and browsers load only files that match.
CREATE TABLE remote_releases (
  digest text PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  build_id text NOT NULL,
  manifest_url text NOT NULL,
  release_json text NOT NULL,
  pinned_at timestamptz NOT NULL
);

-- Each entry's pin (NULL: a build served from this server's own disk, which needs none), who set
-- the current entry and when, and how its canary decides.
ALTER TABLE remote_registry ADD COLUMN digest text;
ALTER TABLE remote_registry ADD COLUMN previous_digest text;
ALTER TABLE remote_registry ADD COLUMN current_since timestamptz;
ALTER TABLE remote_registry ADD COLUMN current_by text;
ALTER TABLE remote_registry ADD COLUMN canary_digest text;
ALTER TABLE remote_registry ADD COLUMN canary_started_at timestamptz;
ALTER TABLE remote_registry ADD COLUMN canary_bake_minutes double precision;
ALTER TABLE remote_registry ADD COLUMN canary_auto_promote boolean;

-- A change's pin, and the figures that decided it (canary analysis).
ALTER TABLE remote_registry_changes ADD COLUMN digest text;
ALTER TABLE remote_registry_changes ADD COLUMN details jsonb;

-- What visitors live through, per minute, remote, release ('local' or the version) and arm
-- ('stable' or 'canary'): page views, views with an error of each kind, slots the server left to
-- the browser, and LCP/INP/CLS as counts per bucket of a fixed histogram (server/src/health).
-- Kept for 30 days. Nothing about a visitor is stored.
CREATE TABLE remote_health (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  arm text NOT NULL CHECK (arm IN ('stable', 'canary')),
  views integer NOT NULL DEFAULT 0,
  load_errors integer NOT NULL DEFAULT 0,
  render_errors integer NOT NULL DEFAULT 0,
  script_errors integer NOT NULL DEFAULT 0,
  server_fallbacks integer NOT NULL DEFAULT 0,
  lcp integer[] NOT NULL DEFAULT '{}',
  inp integer[] NOT NULL DEFAULT '{}',
  cls integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (minute, remote, release, arm)
);
CREATE INDEX remote_health_remote_idx ON remote_health (remote, minute);

-- Canary analysis turns: the server whose INSERT of a turn's row succeeds judges that turn, so of
-- several servers sharing the database exactly one does.
CREATE TABLE canary_turns (
  due_at timestamptz PRIMARY KEY,
  judged_by text NOT NULL
);

-- Links that show the whole site with one release of a remote, for review before it goes live:
-- only the token's hash is kept.
CREATE TABLE release_previews (
  token_hash text PRIMARY KEY,
  remote text NOT NULL,
  url text NOT NULL,
  digest text,
  version text NOT NULL,
  created_by text NOT NULL,
  expires_at timestamptz NOT NULL
);
