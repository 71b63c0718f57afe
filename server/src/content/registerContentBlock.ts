import type { TObject } from '@sinclair/typebox';
import type { SectionRecord } from '@academy/contracts';
import { nullable, withRevision } from '@academy/contracts';
import type { ContentFields } from '../db/schema';
import { findBlock } from '../repositories/contentBlocks';
import type { TypedApp } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import type { FastifyRequest } from 'fastify';
import { refuseStale, withCurrentRevision } from './conflicts';
import {
  type BlockSave,
  blockState,
  contentRecord,
  recordFieldNames,
  saveBlock,
  textFields,
} from './contentBlockStore';
import { fieldsSeenBy, registerDraftRoutes, takeDraft } from './drafts';
import {
  blockRevisionKey,
  recordParams,
  registerRevisionRoutes,
  revisionToRestore,
  writeBy,
} from './revisions';
import { answers, textFieldNames } from './routeSchemas';
import { imageUpload } from './uploadedFiles';

/** Which block a request is for, when a record's routes stand for several (one per page). */
export interface BlockNaming {
  /** The records' query (a page's search fields are named by `?path=`). */
  querystring: TObject;
  /** The block the request's query names; throws a 400 with a sentence for one it names none. */
  blockOf(params: Record<string, string>): string;
  /** The stored fields with what names the block (a page's path), before they are stored. */
  prepare(fields: ContentFields, block: string): ContentFields;
}

/**
 * A section's single record (a hero, the contact details): GET answers the saved record or null
 * (the page then shows its defaults); the write (admin only, JSON or multipart) validates the
 * fields, stores the optional image, and answers the saved record. `prepare` cleans or checks
 * the text fields before they are stored. Each save keeps the state it replaced, listed and
 * restored at `<path>/revisions`; a draft waits at `<path>/draft` until it is published. With
 * `naming`, the routes stand for one record per block their query names (a page's search fields).
 */
export function registerContentBlock(
  app: TypedApp,
  section: string,
  record: SectionRecord,
  prepare?: (fields: ContentFields) => ContentFields,
  naming?: BlockNaming,
): void {
  const { path, imageField, body } = record;
  const fieldNames = textFieldNames(body, imageField);
  const recordFields = recordFieldNames(record.record);
  const answer = answers(nullable(withRevision(record.record)));
  const querystring = naming?.querystring;
  const query = querystring ? { querystring } : {};
  const blockOf = (params: Record<string, string>) => naming?.blockOf(params) ?? record.block;

  app.get(path, { schema: { ...query, response: answer } }, async (request) => {
    const block = blockOf(recordParams(request));
    const key = blockRevisionKey(section, block);
    const saved = await findBlock(app.db, section, block);
    const fields = await fieldsSeenBy(request, app.db, key, saved?.fields);
    return ok(
      fields
        ? await withCurrentRevision(app.db, key, contentRecord(saved?.id ?? '', fields, recordFields))
        : null,
    );
  });

  const saveOf = (request: FastifyRequest) => {
    const values = request.body as Record<string, unknown>;
    const block = blockOf(recordParams(request));
    const texts = textFields(values, fieldNames);
    const fields = prepare ? prepare(texts) : texts;
    return {
      fields: naming ? naming.prepare(fields, block) : fields,
      image: imageField ? imageUpload(values[imageField], imageField) : undefined,
      ...writeBy(request),
    };
  };
  const stateOf = (params: Record<string, string>) => blockState(app, section, blockOf(params), recordFields);
  /** Saves the block the request names; 409 with their version when another write came first. */
  const save = (params: Record<string, string>, state: Omit<BlockSave, 'section' | 'block' | 'imageField'>) =>
    refuseStale(
      app,
      () => stateOf(params),
      async () => {
        const saved = await saveBlock(app, { section, block: blockOf(params), imageField, ...state });
        return { ...contentRecord(saved.id, saved.fields, recordFields), revision: saved.revision };
      },
    );

  app.route({
    method: record.method ?? 'PUT',
    url: path,
    schema: { ...query, body, response: answer },
    handler: async (request) =>
      ok(
        await save(recordParams(request), {
          ...saveOf(request),
          imageRequiredMessage: record.imageRequired,
        }),
      ),
  });

  registerRevisionRoutes(app, {
    path,
    querystring,
    record: record.record,
    history: stateOf,
    restore: (params, revisionId, write) =>
      save(params, { fields: {}, ...write, source: revisionToRestore(revisionId) }),
  });
  registerDraftRoutes(app, {
    path,
    querystring,
    record: record.record,
    body,
    imageField,
    owner: `${section}/${record.block}`,
    target: stateOf,
    save: saveOf,
    publish: (params, write) =>
      save(params, {
        fields: {},
        ...write,
        source: takeDraft,
        imageRequiredMessage: record.imageRequired,
      }),
  });
}
