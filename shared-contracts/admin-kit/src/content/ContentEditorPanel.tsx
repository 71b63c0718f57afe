import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { useSaveRecord, type SaveRecordRequest } from '../api/saveRecord';
import { Button } from '../controls/Button';
import { useStatus } from '../useStatus';
import {
  DEFAULT_CONTENT_LABELS,
  contentFormData,
  readContent,
  type ContentDraft,
  type ContentFields,
  type ContentLabels,
} from './contentFields';
import { ContentForm } from './ContentForm';
import { ContentView } from './ContentView';
import styles from '../controls/controls.module.css';

/** What a save says: the catalogue's success text, and its fallback when the server gives none. */
export interface SaveMessages {
  success: string;
  failure: string;
}

export interface ContentEditorPanelProps<R extends object> {
  /** What is edited, for the Edit button's accessible name ('Edit Hero section'). */
  subject: string;
  fields: ContentFields;
  labels?: Partial<ContentLabels>;
  /** The last saved record; null when none was saved yet. */
  record: R | null;
  /** Owned by the caller, so a list can allow one open editor at a time. */
  editing: boolean;
  /** Edit asks the caller; `onEditingChange(true)` may be refused (another open draft kept). */
  onEditingChange: (editing: boolean) => void;
  request: SaveRecordRequest<R>;
  /** Sent along with the content, e.g. a home slot's `position`. */
  extraFields?: Record<string, string>;
  messages: SaveMessages;
  clearStatusAfterMs?: number;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * View and edit one content record (title, description, image): Edit opens the form, Cancel
 * drops the draft, Save uploads multipart with progress and, on success, shows the stored record
 * and closes the form.
 */
export function ContentEditorPanel<R extends object>(props: ContentEditorPanelProps<R>) {
  const { subject, fields, record, editing, onEditingChange, request, messages } = props;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...props.labels };
  const status = useStatus(props.clearStatusAfterMs);
  const save = useSaveRecord<R>(request);
  const saved = readContent(record, fields);

  function toggle(next: boolean) {
    status.clear();
    onEditingChange(next);
  }

  async function submit(draft: ContentDraft) {
    status.clear();
    try {
      await save.mutateAsync(contentFormData(fields, draft, props.extraFields));
      status.show(messages.success);
      onEditingChange(false);
    } catch (error) {
      status.show(getErrorMessage(error, messages.failure));
    }
  }

  return (
    <div className={styles.panel}>
      {editing ? (
        <ContentForm
          labels={labels}
          saved={saved}
          saving={save.isPending}
          progress={save.progress}
          onSubmit={(draft) => void submit(draft)}
          onInvalid={status.show}
          onCancel={() => toggle(false)}
          onDirtyChange={props.onDirtyChange}
        />
      ) : (
        <>
          <ContentView values={saved} labels={labels} />
          <div className={styles.actions}>
            <Button onClick={() => toggle(true)} aria-label={`Edit ${subject}`}>
              Edit
            </Button>
          </div>
        </>
      )}
      <StatusMessage key={status.key} message={status.text} />
    </div>
  );
}
