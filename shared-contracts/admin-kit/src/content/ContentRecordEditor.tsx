import type { SectionRecord } from '@academy/contracts';
import { useContent } from '../api/getContent';
import { EditorSection } from '../EditorSection';
import { QueryState } from '../QueryState';
import { ContentEditorPanel } from './ContentEditorPanel';
import { editorOf } from './contentFields';

/**
 * The editor of one record of a content kind (title, description, image) that loads itself, from
 * the section's definition: its path, field names and the catalogue's texts (`record.editor`);
 * `page` is the public page where it shows (`sectionPage(section)`), which Preview opens.
 */
export function ContentRecordEditor({ record, page }: { record: SectionRecord; page: string }) {
  const { texts: editor, fields } = editorOf(record);
  const query = useContent<Record<string, unknown> | null>(record.path);

  return (
    <EditorSection heading={editor.heading} presence={record.path}>
      <QueryState query={query} errorText={editor.loadError}>
        {(saved) => (
          <ContentEditorPanel
            subject={editor.heading}
            fields={fields}
            labels={editor.labels}
            record={saved}
            request={{ method: record.method === 'POST' ? 'post' : 'put', path: record.path }}
            recordPath={record.path}
            page={page}
            messages={{ success: editor.saved, failure: editor.saveError }}
            clearStatusAfterMs={editor.clearStatusAfterMs}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
