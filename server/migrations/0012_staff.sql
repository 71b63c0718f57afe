-- Staff accounts (issue 20): a role per account, invitations, two-factor sign-in, sessions that
-- say where they are used, an audit log, and who created a list item (an author's own posts).

-- The accounts there were are owners: the first administrator always was one.
ALTER TABLE admins ADD COLUMN role text NOT NULL DEFAULT 'owner';
-- Two-factor sign-in (RFC 6238): the confirmed secret, a secret set up and waiting for its first
-- code, and the last time step a code was accepted for (a code is accepted once).
ALTER TABLE admins ADD COLUMN totp_secret text;
ALTER TABLE admins ADD COLUMN totp_pending_secret text;
ALTER TABLE admins ADD COLUMN totp_last_step bigint;

CREATE TABLE recovery_codes (
  admin_id text NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (admin_id, code_hash)
);

-- A session's public id (the token's hash is never shown), and where and when it was last used.
ALTER TABLE sessions ADD COLUMN id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN browser text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
CREATE UNIQUE INDEX sessions_id_idx ON sessions (id);

CREATE TABLE invitations (
  id text PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
CREATE INDEX invitations_email_idx ON invitations (email);

-- Settings of the whole site an owner changes (requireTwoFactor).
CREATE TABLE site_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL
);

-- What staff did: never a password, token, code or a visitor's message.
CREATE TABLE audit_log (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL,
  account_id text NOT NULL,
  account_name text NOT NULL,
  action text NOT NULL,
  path text NOT NULL,
  record_id text NOT NULL,
  address text NOT NULL
);
CREATE INDEX audit_log_at_idx ON audit_log (at, seq);
CREATE INDEX audit_log_account_idx ON audit_log (account_id, seq);

ALTER TABLE content_items ADD COLUMN created_by text;
