import type { SectionRecord } from '@academy/contracts';
import { nullable } from '@academy/contracts';
import type { ContentFields } from '../db/schema';
import { findBlock } from '../repositories/contentBlocks';
import type { TypedApp } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import { contentRecord, recordFieldNames, saveBlock, textFields } from './contentBlockStore';
import { blockRevisionKey, registerRevisionRoutes, savedBy } from './revisions';
import { answers, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

/**
 * A section's single record (a hero, the contact details): GET answers the saved record or null
 * (the page then shows its defaults); the write (admin only, JSON or multipart) validates the
 * fields, stores the optional image, and answers the saved record. `prepare` cleans or checks
 * the text fields before they are stored. Each save keeps the state it replaced, listed and
 * restored at `<path>/revisions`.
 */
export function registerContentBlock(
  app: TypedApp,
  section: string,
  record: SectionRecord,
  prepare?: (fields: ContentFields) => ContentFields,
): void {
  const { path, block, imageField, body } = record;
  const fieldNames = textFieldNames(body, imageField);
  const recordFields = recordFieldNames(record.record);
  const answer = answers(nullable(record.record));

  app.get(path, { schema: { response: answer } }, async () => {
    const saved = await findBlock(app.db, section, block);
    return ok(saved ? contentRecord(saved.id, saved.fields, recordFields) : null);
  });

  app.route({
    method: record.method ?? 'PUT',
    url: path,
    schema: { body, response: answer },
    handler: async (request) => {
      const fields = textFields(request.body, fieldNames);
      const saved = await saveBlock(app, {
        section,
        block,
        fields: prepare ? prepare(fields) : fields,
        imageField,
        image: imageField ? singleUpload(request.body[imageField], imageField) : undefined,
        imageRequiredMessage: record.imageRequired,
        by: savedBy(request),
      });
      return ok(contentRecord(saved.id, saved.fields, recordFields));
    },
  });

  registerRevisionRoutes(app, {
    path,
    record: record.record,
    async history() {
      const saved = await findBlock(app.db, section, block);
      return {
        key: blockRevisionKey(section, block),
        answer: (fields) => contentRecord(saved?.id ?? '', fields as ContentFields, recordFields),
      };
    },
    async restore(_params, revisionId, by) {
      const saved = await saveBlock(app, { section, block, fields: {}, imageField, by, restore: revisionId });
      return contentRecord(saved.id, saved.fields, recordFields);
    },
  });
}
