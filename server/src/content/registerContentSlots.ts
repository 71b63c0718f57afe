import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentBlock, listBlocks } from '../repositories/contentBlocks';
import { ok } from '../services/envelope';
import { contentRecord, saveBlock, textFields } from './contentBlockStore';
import { answers, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

export interface ContentSlotsOptions {
  /** Route path below the API prefix, e.g. '/home/service'. */
  path: string;
  section: string;
  /** Names the slots' blocks: `<kind>-<position>`. */
  kind: string;
  positions: readonly number[];
  /** The write's body without `position` (shared-contracts/schemas). */
  body: TObject;
  /** One slot as the API answers it. */
  record: TObject;
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
  const { path, section, kind, imageField, record } = options;
  const fieldNames = textFieldNames(options.body, imageField);
  const recordFields = Object.keys(record.properties).filter((name) => name !== '_id');
  const slotRecord = (slot: ContentBlock) => contentRecord(slot.id, slot.fields, recordFields);
  const position = Type.Integer({
    minimum: Math.min(...options.positions),
    maximum: Math.max(...options.positions),
  });
  const body = Type.Object({ position, ...options.body.properties });

  app.get(path, { schema: { response: answers(Type.Array(record)) } }, async () => {
    const slots = await listBlocks(app.db, section, `${kind}-`);
    return ok(slots.map(slotRecord).sort((a, b) => Number(a.position) - Number(b.position)));
  });

  app.post<{ Body: Record<string, unknown> & { position: number } }>(
    path,
    { schema: { body, response: answers(record) } },
    async (request) => {
      const image = imageField ? singleUpload(request.body[imageField], imageField) : undefined;
      const saved = await saveSlot(
        app,
        options,
        request.body.position,
        textFields(request.body, fieldNames),
        image,
      );
      return ok(slotRecord(saved));
    },
  );
}
