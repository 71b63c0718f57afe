import { sendData } from '../api/client';
import {
  DEFAULT_CONTENT_LABELS,
  TITLE_AND_DESCRIPTION_REQUIRED,
  contentFormData,
  isContentComplete,
  readContent,
  type ContentDraft,
  type ContentFields,
  type ContentLabels,
} from './contentFields';
import { ContentForm } from './ContentForm';
import { ContentView } from './ContentView';
import { StatusMessage } from './StatusMessage';
import { useSaveAction, type SaveMessages } from './useSaveAction';
import styles from './editor.module.css';

export interface ContentSaveRequest {
  method: 'put' | 'post';
  path: string;
  /** Sent along with the content, e.g. a home slot's `position`. */
  extraFields?: Record<string, string>;
}

export interface ContentEditorPanelProps<R> {
  /** What is edited, for the Edit button's accessible name ('Edit Hero section'). */
  subject: string;
  fields: ContentFields<R>;
  labels?: Partial<ContentLabels>;
  /** The last saved record; null when none was saved yet. */
  record: R | null;
  /** Owned by the caller, so a list can allow one open editor at a time. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Receives the record as the server stored it (with its image path). */
  onSaved: (record: R) => void;
  request: ContentSaveRequest;
  messages: SaveMessages;
  clearStatusAfterMs?: number;
}

/**
 * View and edit one content record (title, description, image): Edit opens the form, Cancel
 * drops the draft, Save checks the required fields, uploads multipart with progress, and on
 * success hands back the stored record and closes the form.
 */
export function ContentEditorPanel<R>(props: ContentEditorPanelProps<R>) {
  const { subject, fields, record, editing, onEditingChange, onSaved, request, messages } = props;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...props.labels };
  const { status, setStatus, saving, progress, run } = useSaveAction({
    clearStatusAfterMs: props.clearStatusAfterMs,
  });
  const saved = readContent(record, fields);

  function toggle(next: boolean) {
    setStatus('');
    onEditingChange(next);
  }

  async function save(draft: ContentDraft) {
    if (!isContentComplete(draft)) {
      setStatus(TITLE_AND_DESCRIPTION_REQUIRED);
      return;
    }
    const body = contentFormData(fields, draft, request.extraFields);
    const result = await run(
      (onUploadProgress) => sendData<R>(request.method, request.path, body, { onUploadProgress }),
      messages,
    );
    if (result.ok) {
      onSaved(result.data);
      onEditingChange(false);
    }
  }

  return (
    <div className={styles.panel}>
      {editing ? (
        <ContentForm
          labels={labels}
          saved={saved}
          saving={saving}
          progress={progress}
          onSubmit={(draft) => void save(draft)}
          onCancel={() => toggle(false)}
        />
      ) : (
        <>
          <ContentView values={saved} labels={labels} />
          <button type="button" onClick={() => toggle(true)} aria-label={`Edit ${subject}`}>
            Edit
          </button>
        </>
      )}
      <StatusMessage message={status} />
    </div>
  );
}
