import { useState } from 'react';
import type { Revision } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { useRevisions } from '../api/getRevisions';
import { useRestoreRevision } from '../api/restoreRevision';
import { useEraseUpload } from '../api/eraseUpload';
import { Button } from '../controls/Button';
import { formatDateTime } from '../formatDateTime';
import { QueryState } from '../QueryState';
import { useStatus } from '../useStatus';
import { fieldChanges, type FieldLabels, type Fields } from './fieldChanges';
import styles from '../controls/controls.module.css';
import { revisionOf } from '../conflicts/revisions';

export const HISTORY_TEXTS = {
  loadError: 'Failed to load history',
  empty: 'No earlier versions yet.',
  restored: 'Earlier version restored successfully',
  restoreError: 'Failed to restore this version',
  same: 'Same as the current version.',
  erase: 'Erase this picture for good',
  eraseConfirm:
    'Erase this picture for good? Every earlier version, draft and deleted item that shows it loses it, and its link stops working. This cannot be undone.',
  erased: 'Picture erased for good successfully',
  eraseError: 'Failed to erase this picture',
} as const;

/** Every uploaded file's public path in a record's fields, at any depth. */
function uploadedPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/uploads/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadedPaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(uploadedPaths);
  return [];
}

export interface RevisionHistoryProps<R> {
  /** The record's own API path (`/home/hero`, `/about/team/<id>`, `/home/services/2`). */
  path: string;
  /** What is edited, for the panel's accessible name ('History of Hero section'). */
  subject: string;
  /** The record as it is stored now: the newest revision's changes and every diff are against it. */
  current: Fields | null;
  labels?: FieldLabels;
  /** Puts the restored record where a save's answer goes (the editor then shows it). */
  onRestored: (restored: R) => void;
  /** Asked before a restore; false keeps everything as it is (an open form with changes). */
  canRestore?: () => boolean;
}

/**
 * A record's History: its revisions, newest first, each with when, who, the fields the next save
 * changed, Restore (a new save of that state, so it can be undone too), and its differences from
 * the current text, field by field.
 */
export function RevisionHistory<R>({
  path,
  subject,
  current,
  labels,
  onRestored,
  canRestore,
}: RevisionHistoryProps<R>) {
  const query = useRevisions(path);
  const restore = useRestoreRevision<R>(path, onRestored);
  const erase = useEraseUpload(path);
  const status = useStatus();
  const shownNow = new Set(uploadedPaths(current));

  async function eraseFile(file: string) {
    if (!window.confirm(HISTORY_TEXTS.eraseConfirm)) return;
    status.clear();
    try {
      await erase.mutateAsync(file);
      status.show(HISTORY_TEXTS.erased);
    } catch (error) {
      status.show(getErrorMessage(error, HISTORY_TEXTS.eraseError));
    }
  }

  async function restoreRevision(revision: Revision) {
    if (canRestore && !canRestore()) return;
    status.clear();
    try {
      // From the record as this editor shows it (If-Match): refused when someone saved it since.
      await restore.mutateAsync({ revisionId: revision._id, revision: revisionOf(current) });
      status.show(HISTORY_TEXTS.restored);
    } catch (error) {
      status.show(getErrorMessage(error, HISTORY_TEXTS.restoreError));
    }
  }

  return (
    <section className={styles.history} aria-label={`History of ${subject}`}>
      <h4>History</h4>
      <QueryState query={query} errorText={HISTORY_TEXTS.loadError}>
        {(revisions) =>
          revisions.length === 0 ? (
            <p className={styles.empty}>{HISTORY_TEXTS.empty}</p>
          ) : (
            <ol className={styles.revisions}>
              {revisions.map((revision, index) => (
                <RevisionEntry
                  key={revision._id}
                  revision={revision}
                  // What the save that replaced this state changed: against the next newer state.
                  newer={index === 0 ? current : revisions[index - 1].fields}
                  current={current}
                  labels={labels}
                  busy={restore.isPending || erase.isPending}
                  onRestore={() => void restoreRevision(revision)}
                  // A picture of this version that the current one does not show: it may be erased.
                  erasable={[...new Set(uploadedPaths(revision.fields))].filter(
                    (file) => !shownNow.has(file),
                  )}
                  onErase={(file) => void eraseFile(file)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>
      <StatusMessage key={status.key} message={status.text} />
    </section>
  );
}

interface RevisionEntryProps {
  revision: Revision;
  newer: Fields | null;
  current: Fields | null;
  labels?: FieldLabels;
  busy: boolean;
  onRestore: () => void;
  erasable: string[];
  onErase: (file: string) => void;
}

function RevisionEntry({
  revision,
  newer,
  current,
  labels,
  busy,
  onRestore,
  erasable,
  onErase,
}: RevisionEntryProps) {
  const [comparing, setComparing] = useState(false);
  const when = formatDateTime(revision.at);
  const changed = fieldChanges(revision.fields, newer, labels).map((change) => change.label);
  return (
    <li className={styles.revision}>
      <p>
        <time dateTime={revision.at}>{when}</time>, {revision.by}
      </p>
      <p className={styles.hint}>Changed: {changed.length > 0 ? changed.join(', ') : 'nothing'}</p>
      <div className={styles.actions}>
        <Button onClick={onRestore} disabled={busy} aria-label={`Restore the version of ${when}`}>
          Restore
        </Button>
        <Button
          aria-expanded={comparing}
          aria-label={`${comparing ? 'Hide' : 'Show'} differences of the version of ${when}`}
          onClick={() => setComparing(!comparing)}
        >
          {comparing ? 'Hide differences' : 'Differences'}
        </Button>
        {erasable.map((file) => (
          <Button
            key={file}
            onClick={() => onErase(file)}
            disabled={busy}
            aria-label={`${HISTORY_TEXTS.erase}: ${file.slice(file.lastIndexOf('/') + 1)} (version of ${when})`}
          >
            {HISTORY_TEXTS.erase}
          </Button>
        ))}
      </div>
      {comparing && <RevisionDiff fields={revision.fields} current={current} labels={labels} when={when} />}
    </li>
  );
}

/** The fields where a revision differs from the current text: the revision's value, then the current one. */
function RevisionDiff({
  fields,
  current,
  labels,
  when,
}: {
  fields: Fields;
  current: Fields | null;
  labels?: FieldLabels;
  when: string;
}) {
  const changes = fieldChanges(fields, current, labels);
  if (changes.length === 0) return <p className={styles.empty}>{HISTORY_TEXTS.same}</p>;
  return (
    <table
      className={styles.diff}
      aria-label={`Differences of the version of ${when} from the current version`}
    >
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">This version</th>
          <th scope="col">Current</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.name}>
            <th scope="row">{change.label}</th>
            <td className={styles.removed}>{change.before || '(empty)'}</td>
            <td className={styles.added}>{change.after || '(empty)'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
