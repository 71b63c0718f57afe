import { useState } from 'react';
import {
  Button,
  EditorSection,
  Pager,
  QueryState,
  ScrollingTable,
  useDeleteListItem,
  useStatus,
  useUpdateListItem,
} from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import contact from '../../../section';
import type { ContactSubmission } from '../../../schemas';
import { downloadSubmissionsCsv } from './downloadCsv';
import { filterSubmissions, pageOf } from './inboxView';
import { SubmissionRow } from './SubmissionRow';
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
 * the spec's alerts.
 */
export function SubmissionsInbox() {
  const query = useSubmissions();
  // PUT `{ contacted }` and DELETE by id; the list's cache holds the server's answer at once.
  const update = useUpdateListItem<ContactSubmission>(submissions, submission);
  const remove = useDeleteListItem<ContactSubmission>(submissions, submission);
  const [filter, setFilter] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
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
      await remove.mutateAsync(submission._id);
    } catch {
      window.alert(DELETE_FAILED);
    }
  }

  async function download() {
    status.clear();
    setDownloading(true);
    try {
      await downloadSubmissionsCsv();
    } catch {
      status.show('Failed to download submissions');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <EditorSection heading="Submissions">
      <QueryState query={query} errorText="Failed to load submissions">
        {(submissions) => {
          const shown = filterSubmissions(submissions, filter);
          const page = pageOf(shown, requestedPage);
          return (
            <>
              <div className={styles.toolbar}>
                <label className={styles.filter}>
                  Filter submissions
                  <input
                    type="search"
                    value={filter}
                    placeholder="Name, email, phone or message"
                    onChange={(event) => {
                      setFilter(event.target.value);
                      setRequestedPage(1);
                    }}
                  />
                </label>
                <Button onClick={() => void download()} disabled={downloading || submissions.length === 0}>
                  {downloading ? 'Downloading...' : 'Download CSV'}
                </Button>
              </div>
              <StatusMessage key={status.key} message={status.text} />
              {page.items.length === 0 ? (
                <p className={styles.empty}>
                  {submissions.length === 0 ? 'No submissions yet.' : 'No submissions match the filter.'}
                </p>
              ) : (
                <>
                  <ScrollingTable label="Submissions table" minWidth="48rem">
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Email</th>
                        <th scope="col">Phone</th>
                        <th scope="col">Message</th>
                        <th scope="col">Date</th>
                        <th scope="col">Contacted</th>
                        <th scope="col">Actions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.items.map((submission) => (
                        <SubmissionRow
                          key={submission._id}
                          submission={submission}
                          busy={busy}
                          onSaveContacted={(contacted) => saveContacted(submission, contacted)}
                          onDelete={() => void deleteSubmission(submission)}
                        />
                      ))}
                    </tbody>
                  </ScrollingTable>
                  <Pager
                    label="Submission pages"
                    page={page.page}
                    pageCount={page.pageCount}
                    onPage={setRequestedPage}
                  >
                    Page {page.page} of {page.pageCount} (showing {page.first}-{page.last} of {shown.length})
                  </Pager>
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </EditorSection>
  );
}
