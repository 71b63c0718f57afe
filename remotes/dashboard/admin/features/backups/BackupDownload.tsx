import { useId, useState } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { Button, EditorSection, useStatus } from '@academy/admin-kit';
import { downloadBackup } from './api/downloadBackup';
import { BACKUP_TEXTS } from './backupTexts';
import styles from './backups.css';

/** Download a backup: the server makes a new archive of the whole site, saved as a file. */
export function BackupDownload() {
  const [downloading, setDownloading] = useState(false);
  const status = useStatus();
  const hintId = useId();

  async function download() {
    status.clear();
    setDownloading(true);
    try {
      await downloadBackup();
    } catch (error) {
      status.show(BACKUP_TEXTS.downloadError(getErrorMessage(error, BACKUP_TEXTS.noReason)));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <EditorSection heading={BACKUP_TEXTS.archive}>
      <StatusMessage key={status.key} message={status.text} />
      <div>
        <Button onClick={() => void download()} disabled={downloading} aria-describedby={hintId}>
          {downloading ? BACKUP_TEXTS.preparing : BACKUP_TEXTS.download}
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {BACKUP_TEXTS.downloadHint}
      </p>
    </EditorSection>
  );
}
