import { type Static, Type } from '@sinclair/typebox';

// Backups (README "Backups"): the owner's view of the scheduled backups and the download of a new
// archive. Paths are below the API prefix.

export const backupPaths = {
  /** GET (owner): `BackupStatus`. */
  status: '/backups',
  /** GET (owner): a new archive of the whole site, encrypted with BACKUP_KEY, as a file to save (409 without the key). */
  download: '/backups/download',
} as const;

export const backupStatus = Type.Object({
  /** The schedule (BACKUP_EVERY_HOURS, BACKUP_KEEP), or null when scheduled backups are off. */
  schedule: Type.Union([Type.Object({ everyHours: Type.Integer(), keep: Type.Integer() }), Type.Null()]),
  /** The newest scheduled backup that was written and checked. */
  last: Type.Union([
    Type.Object({ at: Type.String(), file: Type.String(), bytes: Type.Integer() }),
    Type.Null(),
  ]),
  /** The newest scheduled backup's failure, when it failed after `last`. */
  failure: Type.Union([Type.Object({ at: Type.String(), message: Type.String() }), Type.Null()]),
});
export type BackupStatus = Static<typeof backupStatus>;
