import { useState } from 'react';
import { formatLongDate, mailtoHref, telHref } from '@academy/contracts';
import type { ContactSubmission } from '../../../schemas';
import { Button, TableSelect, type TableColumn } from '@academy/admin-kit';
import styles from './submissions.css';

/** Resolves true once the server stored the new value (the cell then leaves edit mode). */
type SaveContacted = (submission: ContactSubmission, contacted: boolean) => Promise<boolean>;

/** A submission's contacted flag: 'Yes' in green or 'No' in red. */
function ContactedStatus({ contacted }: { contacted: boolean }) {
  return (
    <span className={contacted ? styles.yes : styles.no} data-tone={contacted ? 'success' : 'error'}>
      {contacted ? 'Yes' : 'No'}
    </span>
  );
}

interface ContactedCellProps {
  submission: ContactSubmission;
  busy: boolean;
  onSave: SaveContacted;
}

/** A submission's contacted flag, changed in place with Save and Cancel. */
function ContactedCell({ submission, busy, onSave }: ContactedCellProps) {
  const [draft, setDraft] = useState<boolean | null>(null);
  const { name } = submission;

  async function save() {
    if (draft !== null && (await onSave(submission, draft))) setDraft(null);
  }

  return draft === null ? (
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
      <TableSelect
        aria-label={`Contacted ${name}`}
        value={draft ? 'yes' : 'no'}
        onChange={(event) => setDraft(event.target.value === 'yes')}
      >
        <option value="no">No</option>
        <option value="yes">Yes</option>
      </TableSelect>
      <Button variant="primary" onClick={() => void save()} disabled={busy}>
        Save
      </Button>
      <Button onClick={() => setDraft(null)} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}

/** The inbox's columns: who wrote, how to answer, what and when, and whether they were contacted. */
export function submissionColumns(busy: boolean, onSave: SaveContacted): TableColumn<ContactSubmission>[] {
  return [
    { header: 'Name', rowHeader: true, cell: (submission) => submission.name },
    {
      header: 'Email',
      cell: ({ email }) => <a href={mailtoHref(email)}>{email}</a>,
    },
    {
      header: 'Phone',
      cell: ({ phone }) => (phone ? <a href={telHref(phone)}>{phone}</a> : '—'),
    },
    { header: 'Message', className: styles.message, cell: (submission) => submission.message },
    { header: 'Date', className: styles.date, cell: (submission) => formatLongDate(submission.createdAt) },
    {
      header: 'Contacted',
      cell: (submission) => <ContactedCell submission={submission} busy={busy} onSave={onSave} />,
    },
  ];
}
