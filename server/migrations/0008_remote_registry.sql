-- The remote registry, shared by every server on the database: where each remote is loaded from
-- when it is not its build on this server, the entry it replaced (for a rollback), its canary,
-- and every change with who made it.

CREATE TABLE remote_registry (
  remote text PRIMARY KEY,
  url text NOT NULL,
  previous_url text,
  canary_url text,
  canary_percent integer CHECK (canary_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL,
  CHECK ((canary_url IS NULL) = (canary_percent IS NULL))
);

CREATE TABLE remote_registry_changes (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  -- set, rollback, canary, canary-off or reset
  action text NOT NULL,
  from_url text,
  to_url text,
  percent integer,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX remote_registry_changes_remote_idx ON remote_registry_changes (remote, id DESC);
