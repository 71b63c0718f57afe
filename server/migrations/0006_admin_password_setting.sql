-- The scrypt hash of the last ADMIN_PASSWORD the server applied to this administrator (never the
-- password itself): a restart with the same setting leaves a password the owner changed since
-- alone, and only a changed setting replaces it.

ALTER TABLE admins ADD COLUMN password_setting_hash text;
