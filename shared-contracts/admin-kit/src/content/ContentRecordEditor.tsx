import { useState } from 'react';
import { useContent } from '../api/getContent';
import { EditorSection } from '../EditorSection';
import { QueryState } from '../QueryState';
import type { ContentFields, ContentLabels } from './contentFields';
import { ContentEditorPanel } from './ContentEditorPanel';

/** Everything that differs between the single-record editors (heroes, about us, why choose us). */
export interface ContentRecordConfig<R> {
  /** The section's heading, e.g. 'Hero section'. */
  heading: string;
  /** Read with GET, saved with PUT (multipart), e.g. apiPaths.home.hero. */
  path: string;
  fields: ContentFields<R>;
  labels?: Partial<ContentLabels>;
  /** From the spec's catalogue, e.g. 'Failed to load hero section'. */
  loadErrorText: string;
  /** e.g. 'Hero section updated successfully'. */
  successText: string;
  /** Shown when a save fails without a server reason, e.g. 'Failed to update hero section'. */
  saveErrorText: string;
  clearStatusAfterMs?: number;
}

/** A titled editor for one content record that loads itself; see ContentRecordConfig. */
export function ContentRecordEditor<R>({ config }: { config: ContentRecordConfig<R> }) {
  const query = useContent<R | null>(config.path);
  const [editing, setEditing] = useState(false);

  return (
    <EditorSection heading={config.heading}>
      <QueryState query={query} errorText={config.loadErrorText}>
        {(record) => (
          <ContentEditorPanel
            subject={config.heading}
            fields={config.fields}
            labels={config.labels}
            record={record}
            editing={editing}
            onEditingChange={setEditing}
            request={{ method: 'put', path: config.path }}
            messages={{ success: config.successText, failure: config.saveErrorText }}
            clearStatusAfterMs={config.clearStatusAfterMs}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
