import { Type } from '@sinclair/typebox';
import { type SectionSlots, nullable, withRevision } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentBlock, findBlock, listBlocks } from '../repositories/contentBlocks';
import type { TypedApp } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import { notFound } from '../services/httpErrors';
import { refuseStale, revisionsOf, withCurrentRevision } from './conflicts';
import { blockState, contentRecord, recordFieldNames, saveBlock, textFields } from './contentBlockStore';
import { fieldsSeenBy, registerDraftRoutes, takeDraft } from './drafts';
import {
  type StateSource,
  blockRevisionKey,
  registerRevisionRoutes,
  type WriteBy,
  revisionToRestore,
  writeBy,
} from './revisions';
import { answers, textFieldNames } from './routeSchemas';
import { imageUpload } from './uploadedFiles';
import type { ImageUpload } from '../plugins/app/uploads';

/** Saves one slot (a block named `<prefix>-<position>`), from the route or the demo content. */
export function saveSlot(
  app: FastifyInstance,
  section: string,
  slots: SectionSlots,
  position: number,
  save: WriteBy & { fields: ContentFields; image?: ImageUpload; source?: StateSource },
): Promise<ContentBlock & { revision: string }> {
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
  const slotRecord = (slot: ContentBlock & { revision: string }): Record<string, unknown> => ({
    ...contentRecord(slot.id, slot.fields, recordFields),
    revision: slot.revision,
  });
  const answer = withRevision(record);
  const position = Type.Integer({
    minimum: Math.min(...slots.positions),
    maximum: Math.max(...slots.positions),
  });
  const body = Type.Object({ position, ...slots.body.properties });

  app.get(path, { schema: { response: answers(Type.Array(answer)) } }, async (request) => {
    const saved = await listBlocks(app.db, section, `${prefix}-`);
    const keyOf = (slot: ContentBlock) => blockRevisionKey(section, slot.block);
    const revisions = await revisionsOf(app.db, saved.map(keyOf));
    const seen = await Promise.all(
      saved.map(async (slot) => ({
        ...slot,
        fields: (await fieldsSeenBy(request, app.db, keyOf(slot), slot.fields)) ?? {},
        revision: revisions.get(keyOf(slot)) ?? '0',
      })),
    );
    return ok(seen.map(slotRecord).sort((a, b) => Number(a.position) - Number(b.position)));
  });

  const saveOf = (request: FastifyRequest) => {
    const values = request.body as Record<string, unknown>;
    return {
      fields: textFields(values, fieldNames),
      image: imageField ? imageUpload(values[imageField], imageField) : undefined,
      ...writeBy(request),
    };
  };

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

  app.get(one, { schema: { params, response: answers(nullable(answer)) } }, async (request) => {
    const block = slotBlock(slots, slotAt(request.params));
    const key = blockRevisionKey(section, block);
    const saved = await findBlock(app.db, section, block);
    const fields = await fieldsSeenBy(request, app.db, key, saved?.fields);
    return ok(
      fields
        ? await withCurrentRevision(app.db, key, contentRecord(saved?.id ?? '', fields, recordFields))
        : null,
    );
  });

  const stateAt = (position: number) => blockState(app, section, slotBlock(slots, position), recordFields);
  const stateOf = (params: Record<string, string>) => stateAt(slotAt(params));
  /** Saves the slot at `position`; 409 with their version when another write came first. */
  const saveIn = (position: number, save: Parameters<typeof saveSlot>[4]) =>
    refuseStale(
      app,
      () => stateAt(position),
      async () => slotRecord(await saveSlot(app, section, slots, position, save)),
    );
  const saveAt = (params: Record<string, string>, save: Parameters<typeof saveSlot>[4]) =>
    saveIn(slotAt(params), save);

  app.post(path, { schema: { body, response: answers(answer) } }, async (request) =>
    ok(await saveIn(request.body.position, saveOf(request))),
  );

  app.put(one, { schema: { params, body: slots.body, response: answers(answer) } }, async (request) =>
    ok(await saveAt(request.params, saveOf(request))),
  );

  registerRevisionRoutes(app, {
    path: one,
    params,
    record,
    history: stateOf,
    restore: (params, revisionId, write) =>
      saveAt(params, { fields: {}, ...write, source: revisionToRestore(revisionId) }),
  });
  registerDraftRoutes(app, {
    path: one,
    params,
    record,
    body: slots.body,
    imageField,
    owner: `${section}/${prefix}`,
    // A draft holds the slot's position as a save does, so its publish stores it whole.
    target: stateOf,
    save: (request) => {
      const save = saveOf(request);
      return {
        ...save,
        fields: { position: slotAt(request.params as Record<string, string>), ...save.fields },
      };
    },
    publish: (params, write) => saveAt(params, { fields: {}, ...write, source: takeDraft }),
  });
}
