import type { SaveRecordRequest } from '../api/saveRecord';
import { RecordEditCycle, type SaveMessages } from '../record/RecordEditCycle';
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

export interface ContentEditorPanelProps<R extends object> {
  /** What is edited, for the Edit button's accessible name ('Edit Hero section'). */
  subject: string;
  fields: ContentFields;
  labels?: Partial<ContentLabels>;
  /** The last saved record; null when none was saved yet. */
  record: R | null;
  /** Owned by the caller, so a list can allow one open editor at a time. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  request: SaveRecordRequest<R>;
  /** The record's own API path (a slot's is below the slots' path): its History, draft and unsaved changes. */
  recordPath: string;
  /** The public page where the record shows, which Preview opens. */
  page: string;
  /** Sent along with the content, e.g. a home slot's `position`. */
  extraFields?: Record<string, string>;
  messages: SaveMessages;
  clearStatusAfterMs?: number;
  onDirtyChange?: (dirty: boolean) => void;
}

/** One content record (title, description, image) in the edit cycle, saved multipart. */
export function ContentEditorPanel<R extends object>(props: ContentEditorPanelProps<R>) {
  const { fields } = props;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...props.labels };
  const saved = readContent(props.record, fields);
  return (
    <RecordEditCycle<R, ContentDraft>
      subject={props.subject}
      request={props.request}
      record={{
        path: props.recordPath,
        page: props.page,
        stored: props.record as Record<string, unknown> | null,
        labels: {
          [fields.title]: labels.title,
          [fields.description]: labels.description,
          [fields.image]: labels.image,
        },
      }}
      body={(draft) => contentFormData(fields, draft, props.extraFields)}
      messages={props.messages}
      editing={props.editing}
      onEditingChange={props.onEditingChange}
      clearStatusAfterMs={props.clearStatusAfterMs}
      view={<ContentView values={saved} labels={labels} />}
      form={(controls, _failure, draft) => (
        <ContentForm
          labels={labels}
          saved={draft ? readContent(draft, fields) : saved}
          onDirtyChange={props.onDirtyChange}
          {...controls}
        />
      )}
    />
  );
}
