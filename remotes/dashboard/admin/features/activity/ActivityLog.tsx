import { useState } from 'react';
import { StatusMessage } from '@academy/ui';
import {
  AdminTable,
  DownloadCsvButton,
  EditorSection,
  QueryState,
  TableToolbar,
  formatDateTime,
  useStatus,
  type TableColumn,
} from '@academy/admin-kit';
import type { AuditEntry } from '@academy/contracts';
import { downloadAuditCsv } from './api/downloadAuditCsv';
import { useAudit, type AuditFilters } from './api/getAudit';
import { ActivityFilters } from './ActivityFilters';
import { ActivitySentence } from './ActivitySentence';
import styles from './activity.css';

export const ACTIVITY_TEXTS = {
  heading: 'Audit log',
  loadError: 'Failed to load the activity',
  empty: 'No activity matches these filters.',
  downloadError: 'Failed to download the activity',
} as const;

// Each entry as a sentence ('Aiko saved a draft of Home › Hero section'): the API paths and ids
// stay in the CSV download, for whoever needs them.
const COLUMNS: TableColumn<AuditEntry>[] = [
  {
    header: 'When',
    className: styles.nowrap,
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    header: 'What happened',
    className: styles.sentence,
    cell: (entry) => <ActivitySentence entry={entry} />,
  },
  { header: 'From', className: styles.nowrap, cell: (entry) => entry.address },
];

const ANY: AuditFilters = { account: '', action: '', from: '', to: '' };

/**
 * What the accounts did, newest first, a page at a time from the server: filtered by account,
 * action and days, and downloadable as CSV with the same filters.
 */
export function ActivityLog() {
  const [filters, setFilters] = useState(ANY);
  const [page, setPage] = useState(1);
  const query = useAudit(filters, page);
  const status = useStatus();

  function filter(next: AuditFilters) {
    setFilters(next);
    setPage(1);
  }

  return (
    <EditorSection heading={ACTIVITY_TEXTS.heading}>
      <TableToolbar>
        <ActivityFilters filters={filters} onChange={filter} />
        <DownloadCsvButton
          download={() => downloadAuditCsv(filters)}
          status={status}
          failed={() => ACTIVITY_TEXTS.downloadError}
        />
      </TableToolbar>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={ACTIVITY_TEXTS.loadError}>
        {({ entries, total, pageSize }) => (
          <AdminTable
            label="Activity table"
            minWidth="36rem"
            items={entries}
            itemKey={(entry) => entry._id}
            columns={COLUMNS}
            empty={ACTIVITY_TEXTS.empty}
            paging={{
              label: 'Activity pages',
              page,
              pageCount: Math.max(1, Math.ceil(total / pageSize)),
              onPage: setPage,
            }}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
