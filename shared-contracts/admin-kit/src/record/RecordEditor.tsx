import type { SectionRecord } from '@academy/contracts';
import { useContent } from '../api/getContent';
import { ContentView } from '../content/ContentView';
import { DEFAULT_CONTENT_LABELS, readContent } from '../content/contentFields';
import { EditorSection } from '../EditorSection';
import { fieldLabels, fieldTexts, fieldsBody, type FieldsDraft } from '../fields/editorFields';
import { FieldsForm } from '../fields/FieldsForm';
import { FieldsView } from '../fields/FieldsView';
import { QueryState } from '../QueryState';
import { RecordEditCycle } from './RecordEditCycle';

/**
 * The editor of one record whose editor texts declare its fields (`editor.fields`): a record of
 * any shape (`dataRecord`, a section's settings), or a content kind with fields beyond its title,
 * description and image. It loads itself and goes through the one edit cycle (History, drafts,
 * Preview, unsaved changes kept, the server's refusal at its field), sending JSON, or multipart
 * for a content kind. `page` is the public page where the record shows.
 */
export function RecordEditor({ record, page }: { record: SectionRecord; page: string }) {
  const texts = record.editor;
  if (!texts) throw new Error(`${record.path} declares no editor texts`);
  const fields = texts.fields ?? [];
  const content = record.fields;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...texts.labels };
  const query = useContent<Record<string, unknown> | null>(record.path);
  const hasDefaults = fields.some((field) => field.default !== undefined);
  const allLabels = {
    ...(content && {
      [content.title]: labels.title,
      [content.description]: labels.description,
      [content.image]: labels.image,
    }),
    ...fieldLabels(fields),
  };

  return (
    <EditorSection heading={texts.heading} presence={record.path}>
      <QueryState query={query} errorText={texts.loadError}>
        {(saved) => (
          <RecordEditCycle<Record<string, unknown>, FieldsDraft>
            subject={texts.heading}
            request={{ method: record.method === 'POST' ? 'post' : 'put', path: record.path }}
            record={{ path: record.path, page, stored: saved, labels: allLabels }}
            body={(draft) => fieldsBody(fields, draft, content)}
            messages={{ success: texts.saved, failure: texts.saveError }}
            clearStatusAfterMs={texts.clearStatusAfterMs}
            view={
              <>
                {content && <ContentView values={readContent(saved, content)} labels={labels} />}
                {/* A record never saved reads as its defaults when it declares them (a setting). */}
                <FieldsView fields={fields} record={saved ?? (content || hasDefaults ? {} : null)} />
              </>
            }
            form={(controls, failure, draft) => (
              <FieldsForm
                fields={fields}
                content={content && { names: content, labels, ...readContent(draft ?? saved, content) }}
                saved={fieldTexts(draft ?? saved, fields, content)}
                failure={failure}
                {...controls}
              />
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
