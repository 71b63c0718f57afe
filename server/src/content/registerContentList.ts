import { Type } from '@sinclair/typebox';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { TITLE_AND_DESCRIPTION_REQUIRED, type SectionList } from '@academy/contracts';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';
import { type ContentItem, findItem, insertItems, listItems, updateItem } from '../repositories/contentItems';
import { ok } from '../services/envelope';
import { badRequest, notFound } from '../services/httpErrors';
import type { TypedApp } from '../sections/sectionServer';
import { contentRecord, recordFieldNames, restoredState, textFields } from './contentBlockStore';
import {
  itemRevisionKey,
  keepRevision,
  registerRevisionRoutes,
  revisionToRestore,
  savedBy,
} from './revisions';
import { answers, idParams, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

/** What a section's server code adds to one of its lists (SectionServer's hooks of that list). */
export interface ListHooks {
  /** Deletes what belongs to an item when it is purged from the trash; answers the files to remove. */
  onDelete?: (tx: Db, id: string) => Promise<string[]>;
  /** The files of what belongs to an item, which leave the served folder with it while it is in the trash. */
  dependentFiles?: (tx: Db, id: string) => Promise<string[]>;
}

/**
 * The list pattern: records with a title, a description and an optional image, newest first.
 * GET lists, GET /:id reads one, POST adds, PUT /:id updates (a new image replaces the old one;
 * the state replaced is kept as a revision, at /:id/revisions), DELETE /:id moves the record to
 * the trash (with what belongs to it and their files). Writes are admin-only (the auth plugin's
 * default) and name the field in every 400. `onDelete` deletes what belongs to an item (a blog's
 * detailed content) when it is purged from the trash, before the item itself, and answers the
 * public paths of the files it no longer needs.
 */
export function registerContentList(
  app: TypedApp,
  section: string,
  options: SectionList,
  hooks: ListHooks = {},
): void {
  const { path, fields } = options;
  const list = contentList(app, section, options);
  app.trash.register({
    section,
    collection: options.collection,
    itemName: options.itemName,
    title: (item) => String(item.fields[fields?.title ?? ''] ?? ''),
    // As the list's routes answer it: only what its record names.
    answer: (item) => {
      const record = list.toRecord(item);
      return Object.fromEntries(Object.keys(options.record.properties).map((name) => [name, record[name]]));
    },
    ...hooks,
  });
  const requireTitleAndDescription: preValidationHookHandler = async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const empty = [fields?.title, fields?.description].find((name) => {
      if (!name) return false;
      const value = body[name];
      return typeof value !== 'string' || value.trim() === '';
    });
    if (empty) throw badRequest(`${TITLE_AND_DESCRIPTION_REQUIRED} (${empty} is empty).`);
  };
  const item = { params: idParams, response: answers(options.record) };
  const write = { body: options.body, response: answers(options.record) };

  app.get(path, { schema: { response: answers(Type.Array(options.record)) } }, async () =>
    ok(await list.all()),
  );

  app.get(`${path}/:id`, { schema: item }, async (request) => ok(await list.one(request.params.id)));

  app.post(path, { schema: write, preValidation: requireTitleAndDescription }, async (request) =>
    ok(await list.add(list.fieldsOf(request.body), list.imageOf(request.body))),
  );

  app.put(
    `${path}/:id`,
    { schema: { ...write, params: idParams }, preValidation: requireTitleAndDescription },
    async (request) =>
      ok(
        await list.update(request.params.id, {
          fields: list.fieldsOf(request.body),
          image: list.imageOf(request.body),
          by: savedBy(request),
        }),
      ),
  );

  app.delete(`${path}/:id`, { schema: item }, async (request) => {
    const trashed = await app.trash.put(section, options.collection, request.params.id, savedBy(request));
    if (!trashed) throw list.missing();
    return ok(trashed);
  });

  registerRevisionRoutes(app, {
    path: `${path}/:id`,
    params: idParams,
    record: options.record,
    async history({ id }) {
      const current = await findItem(app.db, section, options.collection, id);
      if (!current) throw list.missing();
      return {
        key: itemRevisionKey(section, options.collection, id),
        answer: (stored) => list.toRecord({ ...current, fields: stored as ContentFields }),
      };
    },
    restore: ({ id }, revisionId, by) => list.update(id, { fields: {}, by, restore: revisionId }),
  });
}

/** A save of a list item: its fields and new image, or a revision of it to make current again. */
interface ItemSave {
  fields: ContentFields;
  image?: Buffer;
  by: string;
  restore?: string;
}

/** The list's storage: what the routes (and a section's demo content) read and write. */
export function contentList(app: FastifyInstance, section: string, options: SectionList) {
  const { collection } = options;
  const imageField = options.imageField ?? '';
  const fieldNames = textFieldNames(options.body, imageField);
  const recordFields = recordFieldNames(options.record);
  const owner = `${section}/${collection}`;
  const missing = () => notFound(`There is no ${options.itemName} with that id.`);
  const toRecord = (item: ContentItem) =>
    contentRecord(item.id, { ...item.fields, createdAt: item.createdAt.toISOString() }, recordFields);
  const storedImage = (item: ContentItem) => {
    const image = item.fields[imageField];
    return typeof image === 'string' && image ? image : undefined;
  };

  return {
    missing,
    toRecord,
    fieldsOf: (body: Readonly<Record<string, unknown>>) => textFields(body, fieldNames),
    imageOf: (body: Readonly<Record<string, unknown>>) =>
      imageField ? singleUpload(body[imageField], imageField) : undefined,

    async all() {
      return (await listItems(app.db, section, collection)).map(toRecord);
    },

    async one(id: string) {
      const item = await findItem(app.db, section, collection, id);
      if (!item) throw missing();
      return toRecord(item);
    },

    add(fields: ContentFields, image?: Buffer) {
      return app.uploads.store(image ? [image] : [], owner, async (tx, [imagePath]) => {
        const [item] = await insertItems(tx, section, collection, [
          { ...fields, [imageField]: imagePath ?? '' },
        ]);
        return { value: toRecord(item) };
      });
    },

    update(id: string, save: ItemSave) {
      const { image } = save;
      return app.uploads.store(image ? [image] : [], owner, async (tx, [imagePath]) => {
        const current = await findItem(tx, section, collection, id, { forUpdate: true });
        if (!current) throw missing();
        const key = itemRevisionKey(section, collection, id);
        const next = save.restore
          ? restoredState(await revisionToRestore(tx, key, save.restore), imageField)
          : { fields: save.fields, image: imagePath ?? storedImage(current) ?? '' };
        const fields = imageField ? { ...next.fields, [imageField]: next.image } : next.fields;
        const updated = await updateItem(tx, section, collection, id, fields, app.now());
        if (!updated) throw missing();
        const released = await keepRevision(app, tx, {
          key,
          replaced: current.fields,
          current: fields,
          by: save.by,
        });
        return { value: toRecord(updated), released };
      });
    },
  };
}
