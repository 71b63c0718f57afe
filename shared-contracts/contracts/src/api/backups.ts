// Backups (README "Backups", DECISIONS.md "Backups"): the owner's view of the scheduled backups
// and the download of a new archive. Paths are below the API prefix.

export const backupPaths = {
  /** GET (owner): `BackupStatus`. */
  status: '/backups',
  /** GET (owner): a new archive of the whole site, encrypted with BACKUP_KEY, as a file to save (409 without the key). */
  download: '/backups/download',
} as const;

export interface BackupStatus {
  /** The schedule (BACKUP_EVERY_HOURS, BACKUP_KEEP), or null when scheduled backups are off. */
  schedule: { everyHours: number; keep: number } | null;
  /** The newest scheduled backup that was written and checked. */
  last: { at: string; file: string; bytes: number } | null;
  /** The newest scheduled backup's failure, when it failed after `last`. */
  failure: { at: string; message: string } | null;
}
