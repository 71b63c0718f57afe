import { AdminScreen } from '@academy/admin-kit';
import { BackupDownload } from './features/backups/BackupDownload';
import { BackupStatusPanel } from './features/backups/BackupStatusPanel';

/**
 * The backups (/admin/backups, the owner's): the scheduled backups' state, and a new archive of
 * the whole site to download.
 */
export default function AdminBackupsPage() {
  return (
    <AdminScreen title="Backups">
      <BackupStatusPanel />
      <BackupDownload />
    </AdminScreen>
  );
}
