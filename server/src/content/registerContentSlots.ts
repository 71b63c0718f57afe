import { Type } from '@sinclair/typebox';
import { type SectionSlots, nullable } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentBlock, findBlock, listBlocks } from '../repositories/contentBlocks';
import type { TypedApp } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import { notFound } from '../services/httpErrors';
import { contentRecord, recordFieldNames, saveBlock, textFields } from './contentBlockStore';
import { blockRevisionKey, registerRevisionRoutes, savedBy } from './revisions';
import { answers, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

/** Saves one slot (a block named `<prefix>-<position>`), from the route or the demo content. */
export function saveSlot(
  app: FastifyInstance,
  section: string,
  slots: SectionSlots,
  position: number,
  save: { fields: ContentFields; image?: Buffer; by: string; restore?: string },
): Promise<ContentBlock> {
  return saveBlock(app, {
    section,
    block: slotBlock(slots, position),
    ...save,
    fields: { position, ...save.fields },
    imageField: slots.imageField,
  });
}

const slotBlock = (slots: SectionSlots, position: number) => `${slots.prefix}-${position}`;

/**
 * A fixed set of numbered slots of one kind (the home page's 3 services, say), each a content
 * block of its own. GET lists the saved slots by position (a slot never saved is absent);
 * POST, with `position`, saves one slot the way a singleton block is saved; each slot is a record
 * of its own at `<path>/<position>` too (GET, PUT, and its revisions).
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

  const saveOf = (request: FastifyRequest) => {
    const values = request.body as Record<string, unknown>;
    return {
      fields: textFields(values, fieldNames),
      image: imageField ? singleUpload(values[imageField], imageField) : undefined,
      by: savedBy(request),
    };
  };

  app.post(path, { schema: { body, response: answers(record) } }, async (request) =>
    ok(slotRecord(await saveSlot(app, section, slots, request.body.position, saveOf(request)))),
  );

  /** The slot a `:position` names; an unknown one is not found. */
  const slotAt = (params: Record<string, string>) => {
    const position = Number(params.position);
    if (!slots.positions.includes(position)) {
      throw notFound(
        `There is no slot ${params.position.slice(0, 64)}; the slots are ${slots.positions.join(', ')}.`,
      );
    }
    return position;
  };
  const one = `${path}/:position`;
  const params = Type.Object({ position: Type.String() });

  app.get(one, { schema: { params, response: answers(nullable(record)) } }, async (request) => {
    const saved = await findBlock(app.db, section, slotBlock(slots, slotAt(request.params)));
    return ok(saved ? slotRecord(saved) : null);
  });

  app.put(one, { schema: { params, body: slots.body, response: answers(record) } }, async (request) =>
    ok(slotRecord(await saveSlot(app, section, slots, slotAt(request.params), saveOf(request)))),
  );

  registerRevisionRoutes(app, {
    path: one,
    params,
    record,
    async history(params) {
      const block = slotBlock(slots, slotAt(params));
      const saved = await findBlock(app.db, section, block);
      return {
        key: blockRevisionKey(section, block),
        answer: (fields) => contentRecord(saved?.id ?? '', fields as ContentFields, recordFields),
      };
    },
    async restore(params, revisionId, by) {
      return slotRecord(
        await saveSlot(app, section, slots, slotAt(params), { fields: {}, by, restore: revisionId }),
      );
    },
  });
}
