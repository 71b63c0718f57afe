import type { SectionRecord } from '@academy/contracts';
import { nullable } from '@academy/contracts';
import type { ContentFields } from '../db/schema';
import { findBlock } from '../repositories/contentBlocks';
import type { TypedApp } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import type { FastifyRequest } from 'fastify';
import { type BlockSave, contentRecord, recordFieldNames, saveBlock, textFields } from './contentBlockStore';
import { fieldsSeenBy, registerDraftRoutes, takeDraft } from './drafts';
import { blockRevisionKey, registerRevisionRoutes, revisionToRestore, savedBy } from './revisions';
import { answers, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

/**
 * A section's single record (a hero, the contact details): GET answers the saved record or null
 * (the page then shows its defaults); the write (admin only, JSON or multipart) validates the
 * fields, stores the optional image, and answers the saved record. `prepare` cleans or checks
 * the text fields before they are stored. Each save keeps the state it replaced, listed and
 * restored at `<path>/revisions`; a draft waits at `<path>/draft` until it is published.
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

  const key = blockRevisionKey(section, block);
  app.get(path, { schema: { response: answer } }, async (request) => {
    const saved = await findBlock(app.db, section, block);
    const fields = await fieldsSeenBy(request, app.db, key, saved?.fields);
    return ok(fields ? contentRecord(saved?.id ?? '', fields, recordFields) : null);
  });

  const saveOf = (request: FastifyRequest) => {
    const values = request.body as Record<string, unknown>;
    const fields = textFields(values, fieldNames);
    return {
      fields: prepare ? prepare(fields) : fields,
      image: imageField ? singleUpload(values[imageField], imageField) : undefined,
      by: savedBy(request),
    };
  };
  const save = async (state: Omit<BlockSave, 'section' | 'block' | 'imageField'>) => {
    const saved = await saveBlock(app, { section, block, imageField, ...state });
    return contentRecord(saved.id, saved.fields, recordFields);
  };

  app.route({
    method: record.method ?? 'PUT',
    url: path,
    schema: { body, response: answer },
    handler: async (request) =>
      ok(await save({ ...saveOf(request), imageRequiredMessage: record.imageRequired })),
  });

  const stateOf = async () => {
    const saved = await findBlock(app.db, section, block);
    return {
      key,
      current: saved?.fields,
      answer: (fields: Record<string, unknown>) =>
        contentRecord(saved?.id ?? '', fields as ContentFields, recordFields),
    };
  };
  registerRevisionRoutes(app, {
    path,
    record: record.record,
    history: stateOf,
    restore: (_params, revisionId, by) => save({ fields: {}, by, source: revisionToRestore(revisionId) }),
  });
  registerDraftRoutes(app, {
    path,
    record: record.record,
    body,
    imageField,
    owner: `${section}/${block}`,
    target: stateOf,
    save: saveOf,
    publish: (_params, by) =>
      save({ fields: {}, by, source: takeDraft, imageRequiredMessage: record.imageRequired }),
  });
}
