import { useState } from 'react';
import { formatLongDate, mailtoHref, telHref } from '@academy/contracts';
import type { ContactSubmission } from '../../../schemas';
import { Button } from '@academy/admin-kit';
import styles from './submissions.css';

interface SubmissionRowProps {
  submission: ContactSubmission;
  busy: boolean;
  /** Resolves true once the server stored the new value (the row then leaves edit mode). */
  onSaveContacted: (contacted: boolean) => Promise<boolean>;
  onDelete: () => void;
}

/** 'Yes' in green or 'No' in red, as the spec colours a submission's contacted flag. */
export function ContactedStatus({ contacted }: { contacted: boolean }) {
  return (
    <span className={contacted ? styles.yes : styles.no} data-tone={contacted ? 'success' : 'error'}>
      {contacted ? 'Yes' : 'No'}
    </span>
  );
}

/** One message of the inbox; its contacted flag is changed in place with Save and Cancel. */
export function SubmissionRow({ submission, busy, onSaveContacted, onDelete }: SubmissionRowProps) {
  const [draft, setDraft] = useState<boolean | null>(null);
  const { name } = submission;

  async function save() {
    if (draft !== null && (await onSaveContacted(draft))) setDraft(null);
  }

  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <a href={mailtoHref(submission.email)}>{submission.email}</a>
      </td>
      <td>{submission.phone ? <a href={telHref(submission.phone)}>{submission.phone}</a> : '—'}</td>
      <td className={styles.message}>{submission.message}</td>
      <td className={styles.date}>{formatLongDate(submission.createdAt)}</td>
      <td>
        {draft === null ? (
          <div className={styles.cell}>
            <ContactedStatus contacted={submission.contacted} />
            <Button
              onClick={() => setDraft(submission.contacted)}
              disabled={busy}
              aria-label={`Edit contacted for ${name}`}
            >
              Edit
            </Button>
          </div>
        ) : (
          <div className={styles.cell}>
            <select
              className={styles.select}
              aria-label={`Contacted ${name}`}
              value={draft ? 'yes' : 'no'}
              onChange={(event) => setDraft(event.target.value === 'yes')}
            >
              <option value="no">No</option>
              <option value="yes">Yes</option>
            </select>
            <Button variant="primary" onClick={() => void save()} disabled={busy}>
              Save
            </Button>
            <Button onClick={() => setDraft(null)} disabled={busy}>
              Cancel
            </Button>
          </div>
        )}
      </td>
      <td>
        <Button
          variant="danger"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete the submission of ${name}`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}
