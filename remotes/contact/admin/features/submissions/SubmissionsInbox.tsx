import { useState } from 'react';
import {
  AdminTable,
  Button,
  DownloadCsvButton,
  EditorSection,
  QueryState,
  TableFilter,
  TableToolbar,
  useDeleteListItem,
  useStatus,
  useUpdateListItem,
} from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import contact from '../../../section';
import type { ContactSubmission } from '../../../schemas';
import { downloadSubmissionsCsv } from './downloadCsv';
import { INBOX_PAGE_SIZE, filterSubmissions } from './inboxView';
import { submissionColumns } from './submissionColumns';
import { useSubmissions } from './useSubmissions';
import styles from './submissions.css';

const { submissions } = contact.paths;
// An id is the server's own, yet escaped all the same: it is one segment of the path.
const submission = (id: string) => `${submissions}/${encodeURIComponent(id)}`;

export const DELETE_CONFIRM = 'Delete this submission?';
export const UPDATE_FAILED = 'Failed to update submission';
export const DELETE_FAILED = 'Failed to delete submission';

/**
 * The messages visitors sent, newest first: a filter box, pages of ten, the contacted flag
 * changed in place, Delete after a confirmation, and every message as a CSV file. Failures are
 * shown as alerts.
 */
export function SubmissionsInbox() {
  const query = useSubmissions();
  // PUT `{ contacted }` and DELETE by id; the list's cache holds the server's answer at once.
  const update = useUpdateListItem<ContactSubmission>(submissions, submission);
  const remove = useDeleteListItem<ContactSubmission>(submissions, submission);
  const [filter, setFilter] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const status = useStatus();
  const busy = update.isPending || remove.isPending;

  async function saveContacted(submission: ContactSubmission, contacted: boolean): Promise<boolean> {
    try {
      await update.mutateAsync({ id: submission._id, body: { contacted } });
      return true;
    } catch {
      window.alert(UPDATE_FAILED);
      return false;
    }
  }

  async function deleteSubmission(submission: ContactSubmission) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    try {
      await remove.mutateAsync(submission);
    } catch {
      window.alert(DELETE_FAILED);
    }
  }

  return (
    <EditorSection heading="Submissions">
      <QueryState query={query} errorText="Failed to load submissions">
        {(submissions) => {
          const shown = filterSubmissions(submissions, filter);
          return (
            <>
              <TableToolbar>
                <TableFilter label="Filter submissions" className={styles.filter}>
                  <input
                    type="search"
                    value={filter}
                    placeholder="Name, email, phone or message"
                    onChange={(event) => {
                      setFilter(event.target.value);
                      setRequestedPage(1);
                    }}
                  />
                </TableFilter>
                <DownloadCsvButton
                  download={downloadSubmissionsCsv}
                  status={status}
                  failed={() => 'Failed to download submissions'}
                  disabled={submissions.length === 0}
                />
              </TableToolbar>
              <StatusMessage key={status.key} message={status.text} />
              <AdminTable
                label="Submissions table"
                minWidth="48rem"
                items={shown}
                itemKey={(submission) => submission._id}
                columns={submissionColumns(busy, saveContacted)}
                actions={(submission) => (
                  <Button
                    variant="danger"
                    onClick={() => void deleteSubmission(submission)}
                    disabled={busy}
                    aria-label={`Delete the submission of ${submission.name}`}
                  >
                    Delete
                  </Button>
                )}
                empty={submissions.length === 0 ? 'No submissions yet.' : 'No submissions match the filter.'}
                paging={{
                  label: 'Submission pages',
                  page: requestedPage,
                  pageSize: INBOX_PAGE_SIZE,
                  onPage: setRequestedPage,
                }}
              />
            </>
          );
        }}
      </QueryState>
    </EditorSection>
  );
}
