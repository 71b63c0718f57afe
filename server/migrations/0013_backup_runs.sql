-- Scheduled backups (BACKUP_EVERY_HOURS): one row per slot of the schedule, named by the time the
-- slot begins. The server whose INSERT of a slot's row succeeds makes that slot's backup, so of
-- several servers sharing the database exactly one does. Not carried in backups: a restored site
-- starts its own record.
CREATE TABLE backup_runs (
  due_at timestamptz PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  file text,
  bytes bigint,
  failure text
);
