import { EditorSection, QueryState, formatDateTime } from '@academy/admin-kit';
import { useBackupStatus } from './api/getBackupStatus';
import { BACKUP_TEXTS, formatSize } from './backupTexts';
import styles from './backups.css';

/**
 * The scheduled backups' state: the schedule (or how to turn it on), the newest backup with its
 * size, and the newest one's failure, as an alert, when it failed after that.
 */
export function BackupStatusPanel() {
  const query = useBackupStatus();
  return (
    <EditorSection heading={BACKUP_TEXTS.scheduled}>
      <QueryState query={query} errorText={BACKUP_TEXTS.loadError}>
        {({ schedule, last, failure }) => (
          <div className={styles.lines}>
            <p>
              {schedule
                ? BACKUP_TEXTS.schedule(schedule.everyHours, schedule.keep)
                : BACKUP_TEXTS.scheduleOff}
            </p>
            {last && (
              <p>
                Last backup: <time dateTime={last.at}>{formatDateTime(last.at)}</time> (
                {formatSize(last.bytes)})
              </p>
            )}
            {failure && (
              <p className={styles.failure} role="alert">
                The last backup failed (<time dateTime={failure.at}>{formatDateTime(failure.at)}</time>):{' '}
                {failure.message}
              </p>
            )}
            {schedule && !last && !failure && <p>{BACKUP_TEXTS.noBackupYet}</p>}
          </div>
        )}
      </QueryState>
    </EditorSection>
  );
}
