import { useState } from 'react';
import { Button } from '../controls/Button';
import type { Status } from '../useStatus';

interface DownloadCsvButtonProps {
  /** Fetches the table's rows as CSV and saves the file (through the kit's `downloadFile`). */
  download: () => Promise<void>;
  /** The screen's status line, where a failure is said. */
  status: Status;
  /** The failure's sentence ('Failed to download submissions'), or the server's when it gave one. */
  failed: (error: unknown) => string;
  /** Nothing to download (an empty inbox). */
  disabled?: boolean;
}

/** A table's Download CSV, which says 'Downloading...' until the file is saved. */
export function DownloadCsvButton({ download, status, failed, disabled = false }: DownloadCsvButtonProps) {
  const [downloading, setDownloading] = useState(false);

  async function save() {
    status.clear();
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      status.show(failed(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button onClick={() => void save()} disabled={downloading || disabled}>
      {downloading ? 'Downloading...' : 'Download CSV'}
    </Button>
  );
}
