import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentBlock, listBlocks } from '../repositories/contentBlocks';
import { ok } from '../services/envelope';
import { blockRecord, saveBlock, textFields } from './contentBlockStore';
import { optionalUpload } from './fieldSchemas';
import { singleUpload } from './uploadedFiles';

export interface ContentSlotsOptions {
  /** Route path below the API prefix, e.g. '/home/service'. */
  path: string;
  section: string;
  /** Names the slots' blocks: `<kind>-<position>`. */
  kind: string;
  positions: readonly number[];
  fields: Record<string, TSchema>;
  imageField?: string;
}

/** Saves one slot (a block named `<kind>-<position>`), from the route or the demo content. */
export function saveSlot(
  app: FastifyInstance,
  options: ContentSlotsOptions,
  position: number,
  fields: ContentFields,
  image: Buffer | undefined,
): Promise<ContentBlock> {
  return saveBlock(app, {
    section: options.section,
    block: `${options.kind}-${position}`,
    fields: { position, ...fields },
    imageField: options.imageField,
    image,
  });
}

/**
 * A fixed set of numbered slots of one kind (the home page's 3 services, say), each a content
 * block of its own. GET lists the saved slots by position (a slot never saved is absent);
 * POST, with `position`, saves one slot the way a singleton block is saved.
 */
export function registerContentSlots(app: FastifyInstance, options: ContentSlotsOptions): void {
  const { path, section, kind, imageField } = options;
  const fieldNames = Object.keys(options.fields);
  const position = Type.Integer({
    minimum: Math.min(...options.positions),
    maximum: Math.max(...options.positions),
  });
  const body = Type.Object({
    position,
    ...options.fields,
    ...(imageField ? { [imageField]: optionalUpload() } : {}),
  });

  app.get(path, async () => {
    const slots = await listBlocks(app.db, section, `${kind}-`);
    return ok(
      slots
        .map((slot) => blockRecord(slot, imageField))
        .sort((a, b) => Number(a.position) - Number(b.position)),
    );
  });

  app.post<{ Body: Record<string, unknown> & { position: number } }>(
    path,
    { schema: { body } },
    async (request) => {
      const image = imageField ? singleUpload(request.body[imageField], imageField) : undefined;
      const saved = await saveSlot(
        app,
        options,
        request.body.position,
        textFields(request.body, fieldNames),
        image,
      );
      return ok(blockRecord(saved, imageField));
    },
  );
}
