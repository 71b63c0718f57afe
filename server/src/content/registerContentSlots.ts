import { Type } from '@sinclair/typebox';
import type { SectionSlots } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentBlock, listBlocks } from '../repositories/contentBlocks';
import type { TypedApp } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import { contentRecord, recordFieldNames, saveBlock, textFields } from './contentBlockStore';
import { answers, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

/** Saves one slot (a block named `<prefix>-<position>`), from the route or the demo content. */
export function saveSlot(
  app: FastifyInstance,
  section: string,
  slots: SectionSlots,
  position: number,
  fields: ContentFields,
  image: Buffer | undefined,
): Promise<ContentBlock> {
  return saveBlock(app, {
    section,
    block: `${slots.prefix}-${position}`,
    fields: { position, ...fields },
    imageField: slots.imageField,
    image,
  });
}

/**
 * A fixed set of numbered slots of one kind (the home page's 3 services, say), each a content
 * block of its own. GET lists the saved slots by position (a slot never saved is absent);
 * POST, with `position`, saves one slot the way a singleton block is saved.
 */
export function registerContentSlots(app: TypedApp, section: string, slots: SectionSlots): void {
  const { path, prefix, imageField, record } = slots;
  const fieldNames = textFieldNames(slots.body, imageField);
  const recordFields = recordFieldNames(record);
  const slotRecord = (slot: ContentBlock) => contentRecord(slot.id, slot.fields, recordFields);
  const position = Type.Integer({
    minimum: Math.min(...slots.positions),
    maximum: Math.max(...slots.positions),
  });
  const body = Type.Object({ position, ...slots.body.properties });

  app.get(path, { schema: { response: answers(Type.Array(record)) } }, async () => {
    const saved = await listBlocks(app.db, section, `${prefix}-`);
    return ok(saved.map(slotRecord).sort((a, b) => Number(a.position) - Number(b.position)));
  });

  app.post(path, { schema: { body, response: answers(record) } }, async (request) => {
    const fieldValues = request.body as Record<string, unknown>;
    const image = imageField ? singleUpload(fieldValues[imageField], imageField) : undefined;
    const fields = textFields(request.body, fieldNames);
    return ok(slotRecord(await saveSlot(app, section, slots, request.body.position, fields, image)));
  });
}
