import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { findBlock } from '../repositories/contentBlocks';
import { ok } from '../services/envelope';
import { optionalUpload } from './fieldSchemas';
import { blockRecord, saveBlock, textFields } from './contentBlockStore';
import { singleUpload } from './uploadedFiles';

export interface ContentBlockOptions {
  /** Route path below the API prefix, e.g. '/home/hero'. */
  path: string;
  section: string;
  block: string;
  /** The spec's text fields with their rules (see fieldSchemas). */
  fields: Record<string, TSchema>;
  /** The spec's image field, uploaded as a file in a multipart form. */
  imageField?: string;
  /** The spec fixes POST for some blocks; PUT otherwise. */
  method?: 'PUT' | 'POST';
  imageRequiredMessage?: string;
  /** Cleans or checks the text fields before they are stored; throws an HttpError to refuse. */
  prepare?: (fields: ContentFields) => ContentFields;
}

/**
 * A singleton content block: GET answers the saved block or null (the page then shows its
 * defaults); the write (admin only, JSON or multipart) validates the fields, stores the
 * optional image, and answers the saved block.
 */
export function registerContentBlock(app: FastifyInstance, options: ContentBlockOptions): void {
  const { path, section, block, imageField } = options;
  const fieldNames = Object.keys(options.fields);
  const body = Type.Object({ ...options.fields, ...(imageField ? { [imageField]: optionalUpload() } : {}) });

  app.get(path, async () => {
    const saved = await findBlock(app.db, section, block);
    return ok(saved ? blockRecord(saved, imageField) : null);
  });

  app.route<{ Body: Record<string, unknown> }>({
    method: options.method ?? 'PUT',
    url: path,
    schema: { body },
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
      return ok(blockRecord(saved, imageField));
    },
  });
}
