import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConflictDetails } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { contentKey } from '../api/getContent';
import { draftKey, useDraft, useForgetDraft } from '../api/getDraft';
import { useSaveDraft } from '../api/saveDraft';
import { useSaveRecord, useStoreSavedRecord, type SaveRecordRequest } from '../api/saveRecord';
import { forgetUnsavedChanges } from '../autosave';
import { type SaveBody, fieldsOfBody, withTheirFields } from '../conflicts/conflictBodies';
import { ConflictView, theirFields } from '../conflicts/ConflictView';
import { conflictOf, laterRevision, revisionOf } from '../conflicts/revisions';
import { Button } from '../controls/Button';
import { DraftBadge } from '../drafts/DraftBadge';
import { DraftButtons } from '../drafts/DraftButtons';
import { DRAFT_SAVED, SAVE_DRAFT_FAILED } from '../drafts/draftTexts';
import { PreviewButton } from '../drafts/PreviewButton';
import { SaveChoicesProvider, useSaveIntent } from '../drafts/saveChoices';
import { useDraftActions } from '../drafts/useDraftActions';
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

/** The record edited, by its own API path: its History, draft, and the key of its unsaved changes. */
export interface EditedRecord {
  /** `/home/hero`, or a slot's `/home/service/2` (saved through the slots' path). */
  path: string;
  /** The public page where the record shows, which Preview opens (`sectionPage(section)`). */
  page: string;
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
  /**
   * The form; `failure` is the last save's refusal (the server's sentence) until the next submit or
   * cancel, and `draft` the record as its pending draft has it, which the form starts from then.
   */
  form: (controls: RecordFormControls<Draft>, failure: string | null, draft: Saved | null) => ReactNode;
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
 * unsaved text is kept in the browser until a save succeeds. The record has drafts too: Save
 * draft keeps the form's values on the server for administrators only; a pending draft is shown
 * by a badge with Publish draft and Discard draft, and Edit starts from it. Preview opens the
 * record's page with the drafts applied.
 */
export function RecordEditCycle<Saved, Draft>(props: RecordEditCycleProps<Saved, Draft>) {
  const { subject, messages, onSaved, record } = props;
  const [ownEditing, setOwnEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const editing = props.editing ?? ownEditing;
  const setEditing = props.onEditingChange ?? setOwnEditing;
  const [failure, setFailure] = useState<string | null>(null);
  /** The record's revision when the form opened: every save of it starts from there (If-Match). */
  const [opened, setOpened] = useState('0');
  /** A save refused because someone saved the record since: what was sent, and their version. */
  const [conflict, setConflict] = useState<{
    details: ConflictDetails;
    body: SaveBody;
    asDraft: boolean;
  } | null>(null);
  const queryClient = useQueryClient();
  const status = useStatus(props.clearStatusAfterMs);
  const save = useSaveRecord<Saved>(props.request);
  const store = useStoreSavedRecord<Saved>(props.request);
  const saveDraft = useSaveDraft<Saved>();
  const forgetDraft = useForgetDraft();
  const intent = useSaveIntent();
  const draft = useDraft<Saved>(record ? record.path : null).data ?? null;
  // A publish is a save: stored and announced the same way (the admin's brand too).
  const storeSaved = (saved: Saved) => {
    store(saved);
    onSaved?.(saved);
  };
  const draftActions = useDraftActions<Saved>({ store: storeSaved, status });

  /** The record's revision as this editor read it (its GET's, or its draft's when read later). */
  const readRevision = () => {
    const cached = queryClient.getQueryData<unknown>(contentKey(props.request.path));
    const stored = record ? record.stored : Array.isArray(cached) ? null : (cached as object | null);
    return laterRevision(revisionOf(stored), revisionOf(draft));
  };

  function toggle(next: boolean) {
    status.clear();
    setFailure(null);
    setConflict(null);
    if (next) setOpened(readRevision());
    setEditing(next);
  }

  /** Sends a save (or a draft's) from `revision`; a 409 opens the side-by-side view. */
  async function send(body: SaveBody, revision: string, asDraft: boolean) {
    status.clear();
    setFailure(null);
    try {
      if (asDraft && record) {
        await saveDraft.mutateAsync({ path: record.path, body, revision });
      } else {
        const saved = await save.mutateAsync({ body, revision });
        // The server discards the record's draft on a save.
        if (record) forgetDraft(record.path);
        onSaved?.(saved);
      }
      if (record) forgetUnsavedChanges(record.path);
      status.show(asDraft ? DRAFT_SAVED : messages.success);
      setConflict(null);
      setEditing(false);
    } catch (error) {
      const details = conflictOf(error);
      if (details) setConflict({ details, body, asDraft });
      const message = getErrorMessage(error, asDraft ? SAVE_DRAFT_FAILED : messages.failure);
      status.show(message);
      setFailure(message);
    }
  }

  const submit = (values: Draft) =>
    send(props.body(values), opened, record !== undefined && intent.current() === 'draft');

  /** Takes their version: the editor closes on the record and its draft as the server has them now. */
  async function takeTheirs() {
    setConflict(null);
    setEditing(false);
    status.clear();
    await queryClient.invalidateQueries({ queryKey: contentKey(props.request.path) });
    if (record) await queryClient.invalidateQueries({ queryKey: draftKey(record.path) });
  }

  const form = () =>
    props.form(
      {
        saving: save.isPending || saveDraft.isPending,
        progress: save.progress ?? saveDraft.progress,
        onSubmit: (values) => void submit(values),
        onInvalid: status.show,
        onCancel: () => toggle(false),
        autosaveKey: record?.path,
      },
      failure,
      draft?.fields ?? null,
    );

  const conflictView = conflict && (
    <ConflictView
      subject={subject}
      conflict={conflict.details}
      mine={fieldsOfBody(conflict.body, record?.stored ?? null)}
      labels={record?.labels ?? {}}
      busy={save.isPending || saveDraft.isPending}
      onKeepMine={() => void send(conflict.body, conflict.details.revision, conflict.asDraft)}
      onTakeTheirs={() => void takeTheirs()}
      onCopyFields={(names) =>
        void send(
          withTheirFields(conflict.body, names, theirFields(conflict.details)),
          conflict.details.revision,
          conflict.asDraft,
        )
      }
    />
  );

  return (
    <div className={styles.panel}>
      {conflictView ??
        (editing ? (
          record ? (
            <SaveChoicesProvider value={{ choose: intent.choose }}>{form()}</SaveChoicesProvider>
          ) : (
            form()
          )
        ) : (
          <>
            {draft && <DraftBadge draft={draft} />}
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
              {record && draft && (
                <DraftButtons
                  subject={subject}
                  busy={draftActions.busy}
                  onPublish={() => void draftActions.publish(record.path, readRevision())}
                  onDiscard={() => void draftActions.discard(record.path, readRevision())}
                />
              )}
              {record && <PreviewButton page={record.page} subject={subject} />}
            </div>
            {record && showHistory && (
              <RevisionHistory<Saved>
                path={record.path}
                subject={subject}
                current={record.stored}
                labels={record.labels}
                onRestored={storeSaved}
              />
            )}
          </>
        ))}
      <StatusMessage key={status.key} message={status.text} />
    </div>
  );
}
