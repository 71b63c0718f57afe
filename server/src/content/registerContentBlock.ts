import type { TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type ContentFieldNames, nullable } from '@academy/contracts';
import type { ContentFields } from '../db/schema';
import { findBlock } from '../repositories/contentBlocks';
import { ok } from '../services/envelope';
import { contentRecord, saveBlock, textFields } from './contentBlockStore';
import { answers, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

export interface ContentBlockOptions {
  /** Route path below the API prefix, e.g. '/home/hero'. */
  path: string;
  section: string;
  block: string;
  /** The write's body (shared-contracts/schemas): text fields with their rules, the upload field. */
  body: TObject;
  /** The record the API answers. */
  record: TObject;
  /** The spec's image field, uploaded as a file in a multipart form. */
  imageField?: string;
  /** The spec fixes POST for some blocks; PUT otherwise. */
  method?: 'PUT' | 'POST';
  imageRequiredMessage?: string;
  /** Cleans or checks the text fields before they are stored; throws an HttpError to refuse. */
  prepare?: (fields: ContentFields) => ContentFields;
}

/** The route schemas of one kind of content record (a hero, an about-us block, ...). */
export function contentKindBlock(kind: { fields: ContentFieldNames; body: TObject; record: TObject }) {
  return { body: kind.body, record: kind.record, imageField: kind.fields.image };
}

/**
 * A singleton content block: GET answers the saved block or null (the page then shows its
 * defaults); the write (admin only, JSON or multipart) validates the fields, stores the
 * optional image, and answers the saved block.
 */
export function registerContentBlock(app: FastifyInstance, options: ContentBlockOptions): void {
  const { path, section, block, imageField, body, record } = options;
  const fieldNames = textFieldNames(body, imageField);
  const recordFields = Object.keys(record.properties).filter((name) => name !== '_id');
  const answer = answers(nullable(record));

  app.get(path, { schema: { response: answer } }, async () => {
    const saved = await findBlock(app.db, section, block);
    return ok(saved ? contentRecord(saved.id, saved.fields, recordFields) : null);
  });

  app.route<{ Body: Record<string, unknown> }>({
    method: options.method ?? 'PUT',
    url: path,
    schema: { body, response: answer },
    handler: async (request) => {
      const fields = textFields(request.body, fieldNames);
      const saved = await saveBlock(app, {
        section,
        block,
        fields: options.prepare ? options.prepare(fields) : fields,
        imageField,
        image: imageField ? singleUpload(request.body[imageField], imageField) : undefined,
        imageRequiredMessage: options.imageRequiredMessage,
      });
      return ok(contentRecord(saved.id, saved.fields, recordFields));
    },
  });
}
