import { downloadFile } from '@academy/admin-kit';
import { backupPaths } from '@academy/contracts';

/**
 * Downloads a new archive of the whole site. It is the owner's alone, so it comes through the
 * kit's `downloadFile`, as the activity's export does.
 */
export function downloadBackup(): Promise<void> {
  return downloadFile(backupPaths.download, 'karate-academy-backup.tar.gz');
}
