import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { backupPaths, type BackupStatus } from '@academy/contracts';

/** GET the scheduled backups' state (owner only): the schedule, the newest backup, its failure. */
export function useBackupStatus() {
  return useQuery({ queryKey: ['backups'], queryFn: () => getData<BackupStatus>(backupPaths.status) });
}
