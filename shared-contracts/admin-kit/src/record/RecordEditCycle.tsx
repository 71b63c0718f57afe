import { useState, type ReactNode } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { useSaveRecord, useStoreSavedRecord, type SaveRecordRequest } from '../api/saveRecord';
import { forgetUnsavedChanges } from '../autosave';
import { Button } from '../controls/Button';
import type { FieldLabels, Fields } from '../history/fieldChanges';
import { RevisionHistory } from '../history/RevisionHistory';
import { useStatus } from '../useStatus';
import styles from '../controls/controls.module.css';

/** What a save says: the catalogue's success text, and its fallback when the server gives none. */
export interface SaveMessages {
  success: string;
  failure: string;
}

/**
 * What the cycle hands its form, named as the forms' own props (`<Form {...controls} />`): the
 * save in progress, and how to submit, refuse or cancel.
 */
export interface RecordFormControls<Draft> {
  saving: boolean;
  /** Upload progress in percent while a multipart save is on its way, else null. */
  progress: number | null;
  onSubmit(draft: Draft): void;
  /** A draft the form itself refused: its sentence takes the status line. */
  onInvalid(message: string): void;
  onCancel(): void;
  /** Where the form keeps its unsaved text in the browser (`useAutosave`): the record's path. */
  autosaveKey: string | undefined;
}

/** The record edited, by its own API path: its History, and the key of its unsaved changes. */
export interface EditedRecord {
  /** `/home/hero`, or a slot's `/home/service/2` (saved through the slots' path). */
  path: string;
  /** The record as stored now, which History compares with. */
  stored: Fields | null;
  /** The editor's names of the record's fields, for History. */
  labels?: FieldLabels;
}

export interface RecordEditCycleProps<Saved, Draft> {
  /** What is edited, for the Edit button's accessible name ('Edit contact information'). */
  subject: string;
  request: SaveRecordRequest<Saved>;
  /** Given, the editor has a History and keeps unsaved changes in the browser. */
  record?: EditedRecord;
  /** The request body of a draft: multipart (FormData) when it carries files, else JSON. */
  body: (draft: Draft) => FormData | object;
  messages: SaveMessages;
  /** The record as the server stored it, after a successful save. */
  onSaved?: (saved: Saved) => void;
  /** The saved record as it reads; the Edit button follows it. */
  view: ReactNode;
  /** The form; `failure` is the last save's refusal (the server's sentence) until the next submit or cancel. */
  form: (controls: RecordFormControls<Draft>, failure: string | null) => ReactNode;
  /** Given when the caller owns whether it is open (a list allows one open editor at a time). */
  editing?: boolean;
  /** Edit asks the caller; opening may be refused (another open draft kept). */
  onEditingChange?: (editing: boolean) => void;
  clearStatusAfterMs?: number;
}

/**
 * The one view/edit/save cycle of every single-record editor: the saved record with Edit; Edit
 * opens the form and Cancel drops the draft; Save sends it (multipart with upload progress, or
 * JSON) and, once stored, closes the form and says so; a refusal keeps the draft open with the
 * server's sentence. With a `record`, History lists its revisions beside Edit, and the form's
 * unsaved text is kept in the browser until a save succeeds.
 */
export function RecordEditCycle<Saved, Draft>(props: RecordEditCycleProps<Saved, Draft>) {
  const { subject, messages, onSaved, record } = props;
  const [ownEditing, setOwnEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const editing = props.editing ?? ownEditing;
  const setEditing = props.onEditingChange ?? setOwnEditing;
  const [failure, setFailure] = useState<string | null>(null);
  const status = useStatus(props.clearStatusAfterMs);
  const save = useSaveRecord<Saved>(props.request);
  const store = useStoreSavedRecord<Saved>(props.request);

  function toggle(next: boolean) {
    status.clear();
    setFailure(null);
    setEditing(next);
  }

  async function submit(draft: Draft) {
    status.clear();
    setFailure(null);
    try {
      const saved = await save.mutateAsync(props.body(draft));
      if (record) forgetUnsavedChanges(record.path);
      onSaved?.(saved);
      status.show(messages.success);
      setEditing(false);
    } catch (error) {
      const message = getErrorMessage(error, messages.failure);
      status.show(message);
      setFailure(message);
    }
  }

  return (
    <div className={styles.panel}>
      {editing ? (
        props.form(
          {
            saving: save.isPending,
            progress: save.progress,
            onSubmit: (draft) => void submit(draft),
            onInvalid: status.show,
            onCancel: () => toggle(false),
            autosaveKey: record?.path,
          },
          failure,
        )
      ) : (
        <>
          {props.view}
          <div className={styles.actions}>
            <Button onClick={() => toggle(true)} aria-label={`Edit ${subject}`}>
              Edit
            </Button>
            {record && (
              <Button
                aria-expanded={showHistory}
                aria-label={`History of ${subject}`}
                onClick={() => setShowHistory(!showHistory)}
              >
                History
              </Button>
            )}
          </div>
          {record && showHistory && (
            <RevisionHistory<Saved>
              path={record.path}
              subject={subject}
              current={record.stored}
              labels={record.labels}
              // A restore is a save: stored and announced the same way (the admin's brand too).
              onRestored={(restored) => {
                store(restored);
                onSaved?.(restored);
              }}
            />
          )}
        </>
      )}
      <StatusMessage key={status.key} message={status.text} />
    </div>
  );
}
