import { useState } from 'react';
import { StatusMessage } from '@academy/ui';
import {
  Button,
  EditorSection,
  Pager,
  QueryState,
  ScrollingTable,
  formatDateTime,
  useStatus,
} from '@academy/admin-kit';
import { downloadAuditCsv } from './api/downloadAuditCsv';
import { useAudit, type AuditFilters } from './api/getAudit';
import { ActivityFilters } from './ActivityFilters';
import styles from './activity.css';

export const ACTIVITY_TEXTS = {
  heading: 'Audit log',
  loadError: 'Failed to load the activity',
  empty: 'No activity matches these filters.',
  downloadError: 'Failed to download the activity',
} as const;

const ANY: AuditFilters = { account: '', action: '', from: '', to: '' };

/**
 * What the accounts did, newest first, a page at a time from the server: filtered by account,
 * action and days, and downloadable as CSV with the same filters.
 */
export function ActivityLog() {
  const [filters, setFilters] = useState(ANY);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const query = useAudit(filters, page);
  const status = useStatus();

  function filter(next: AuditFilters) {
    setFilters(next);
    setPage(1);
  }

  async function download() {
    status.clear();
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
    } catch {
      status.show(ACTIVITY_TEXTS.downloadError);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <EditorSection heading={ACTIVITY_TEXTS.heading}>
      <div className={styles.toolbar}>
        <ActivityFilters filters={filters} onChange={filter} />
        <Button onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Downloading...' : 'Download CSV'}
        </Button>
      </div>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={ACTIVITY_TEXTS.loadError}>
        {({ entries, total, pageSize }) => {
          const pageCount = Math.max(1, Math.ceil(total / pageSize));
          return entries.length === 0 ? (
            <p className={styles.empty}>{ACTIVITY_TEXTS.empty}</p>
          ) : (
            <>
              <ScrollingTable label="Activity table" minWidth="44rem">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">What</th>
                    <th scope="col">Record</th>
                    <th scope="col">From</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry._id}>
                      <td className={styles.nowrap}>
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td>{entry.accountName}</td>
                      <td className={styles.nowrap}>{entry.action}</td>
                      <td className={styles.path}>{entry.path}</td>
                      <td className={styles.path}>{entry.recordId}</td>
                      <td>{entry.address}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
              <Pager label="Activity pages" page={page} pageCount={pageCount} onPage={setPage}>
                Page {page} of {pageCount}
              </Pager>
            </>
          );
        }}
      </QueryState>
    </EditorSection>
  );
}
