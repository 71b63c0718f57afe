/** The Backups screen's sentences. */
export const BACKUP_TEXTS = {
  scheduled: 'Scheduled backups',
  loadError: "Failed to load the backups' state",
  scheduleOff:
    'Scheduled backups are off. Set BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEY on the server to turn them on.',
  schedule: (everyHours: number, keep: number) =>
    `A backup is made ${everyHours === 1 ? 'every hour' : `every ${everyHours} hours`}; the newest ${keep} are kept.`,
  noBackupYet: 'No scheduled backup has been made yet.',
  archive: 'Backup archive',
  download: 'Download a backup',
  preparing: 'Preparing the backup…',
  downloadError: (message: string) => `The backup could not be made: ${message}`,
  /** When the failure carries no reason of its own (getErrorMessage's fallback). */
  noReason: 'the server gave no reason',
  downloadHint:
    'The archive holds the whole site: content, accounts and uploaded files, encrypted with the server’s BACKUP_KEY. Keep it somewhere safe; restore it with npm run restore and the same key.',
} as const;

const KIB = 1024;
const MIB = 1024 * KIB;

/** A file's size as the screen says it: '512 bytes', '3.5 KB', '2.4 MB' (one decimal). */
export function formatSize(bytes: number): string {
  if (bytes < KIB) return `${bytes} bytes`;
  if (bytes < MIB) return `${(bytes / KIB).toFixed(1)} KB`;
  return `${(bytes / MIB).toFixed(1)} MB`;
}
