import { useState } from 'react';
import { CONFLICT_MESSAGE, type ConflictDetails } from '@academy/contracts';
import { Button } from '../controls/Button';
import { formatDateTime } from '../formatDateTime';
import { type FieldLabels, type Fields, fieldChanges } from '../history/fieldChanges';
import styles from '../controls/controls.module.css';

export interface ConflictViewProps {
  /** What is edited ('Hero section'), for the view's accessible name. */
  subject: string;
  conflict: ConflictDetails;
  /** The fields as this editor's save sent them. */
  mine: Fields;
  /** The record's fields the view compares, by name, with the editor's names for them. */
  labels: FieldLabels;
  busy: boolean;
  /** Saves mine over theirs (a deliberate choice, kept in the history). */
  onKeepMine(): void;
  /** Drops mine: the editor shows theirs. */
  onTakeTheirs(): void;
  /**
   * Saves mine with these fields copied across from theirs; absent for a write without fields of
   * its own (a list item's publish or delete), which is only kept or dropped.
   */
  onCopyFields?(names: string[]): void;
}

/** Their version as the editor would show it: their draft when they left one, else the record. */
export const theirFields = (conflict: ConflictDetails): Fields => conflict.draft ?? conflict.record ?? {};

/** Only the fields the editor names (not the record's id, revision or a picture's focus). */
const labelled = (fields: Fields, labels: FieldLabels): Fields =>
  Object.fromEntries(Object.keys(labels).map((name) => [name, fields[name]]));

/**
 * A save refused because someone else saved the record since it was opened: who and when, then
 * both versions side by side, field by field, where they differ. The person keeps theirs (saved
 * over), takes the other's, or ticks the fields to copy across from the other's and saves.
 */
export function ConflictView({ subject, conflict, mine, labels, busy, ...actions }: ConflictViewProps) {
  const { onCopyFields } = actions;
  const theirs = theirFields(conflict);
  const rows = fieldChanges(labelled(theirs, labels), labelled(mine, labels), labels);
  const [copied, setCopied] = useState<string[]>([]);
  const toggle = (name: string, on: boolean) =>
    setCopied((names) => (on ? [...names, name] : names.filter((other) => other !== name)));
  const who = conflict.by || 'Someone';
  const when = conflict.at ? ` on ${formatDateTime(conflict.at)}` : '';

  return (
    <section role="alertdialog" aria-label={`Conflicting versions of ${subject}`} className={styles.history}>
      <h4>{CONFLICT_MESSAGE}</h4>
      <p>
        {who} saved {conflict.draft ? 'a draft of it' : 'it'}
        {when}. Compare the two versions, then{' '}
        {onCopyFields ? 'keep yours, take theirs, or copy fields across' : 'keep yours or take theirs'}.
      </p>
      <table className={styles.diff} aria-label={`Your version and ${who}’s, field by field`}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Yours</th>
            <th scope="col">{who}’s</th>
            {onCopyFields && <th scope="col">Copy across</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.label}</th>
              <td className={styles.added}>{row.after || '(empty)'}</td>
              <td className={styles.removed}>{row.before || '(empty)'}</td>
              {onCopyFields && (
                <td>
                  <label className={styles.checkboxField}>
                    <input
                      type="checkbox"
                      checked={copied.includes(row.name)}
                      onChange={(event) => toggle(row.name, event.target.checked)}
                    />
                    Use {who}’s {row.label}
                  </label>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button variant="primary" disabled={busy} onClick={actions.onKeepMine}>
          Keep mine
        </Button>
        <Button disabled={busy} onClick={actions.onTakeTheirs}>
          Take theirs
        </Button>
        {onCopyFields && (
          <Button disabled={busy || copied.length === 0} onClick={() => onCopyFields(copied)}>
            Save with the fields copied across
          </Button>
        )}
      </div>
    </section>
  );
}
