import { Type } from '@sinclair/typebox';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { TITLE_AND_DESCRIPTION_REQUIRED, type SectionList } from '@academy/contracts';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';
import {
  type ContentItem,
  deleteItem,
  findItem,
  insertItems,
  listItems,
  updateItem,
} from '../repositories/contentItems';
import { ok } from '../services/envelope';
import { badRequest, notFound } from '../services/httpErrors';
import type { TypedApp } from '../sections/sectionServer';
import { contentRecord, recordFieldNames, textFields } from './contentBlockStore';
import { answers, idParams, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

/** Deletes what belongs to a list's item, in its delete transaction; answers the files to remove. */
export type DependentsOfItem = (tx: Db, id: string) => Promise<string[]>;

/**
 * The list pattern: records with a title, a description and an optional image, newest first.
 * GET lists, GET /:id reads one, POST adds, PUT /:id updates (a new image replaces the old one,
 * whose file is removed after the commit), DELETE /:id removes the record and its file. Writes
 * are admin-only (the auth plugin's default) and name the field in every 400. `onDelete` deletes
 * what belongs to an item (a blog's detailed content) in the item's delete transaction, before
 * the item itself, and answers the public paths of the files it no longer needs.
 */
export function registerContentList(
  app: TypedApp,
  section: string,
  options: SectionList,
  onDelete?: DependentsOfItem,
): void {
  const { path, fields } = options;
  const list = contentList(app, section, options, onDelete);
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
      ok(await list.update(request.params.id, list.fieldsOf(request.body), list.imageOf(request.body))),
  );

  app.delete(`${path}/:id`, { schema: item }, async (request) => ok(await list.remove(request.params.id)));
}

/** The list's storage: what the routes (and a section's demo content) read and write. */
export function contentList(
  app: FastifyInstance,
  section: string,
  options: SectionList,
  onDelete?: DependentsOfItem,
) {
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

    update(id: string, fields: ContentFields, image?: Buffer) {
      return app.uploads.store(image ? [image] : [], owner, async (tx, [imagePath]) => {
        const current = await findItem(tx, section, collection, id, { forUpdate: true });
        if (!current) throw missing();
        const oldImage = storedImage(current);
        const next = { ...fields, [imageField]: imagePath ?? oldImage ?? '' };
        const updated = await updateItem(tx, section, collection, id, next, app.now());
        if (!updated) throw missing();
        return { value: toRecord(updated), released: imagePath && oldImage ? [oldImage] : [] };
      });
    },

    remove(id: string) {
      return app.uploads.store([], owner, async (tx) => {
        if (!(await findItem(tx, section, collection, id, { forUpdate: true }))) throw missing();
        const dependentFiles = (await onDelete?.(tx, id)) ?? [];
        const deleted = await deleteItem(tx, section, collection, id, app.now());
        if (!deleted) throw missing();
        const image = storedImage(deleted);
        return { value: toRecord(deleted), released: [...(image ? [image] : []), ...dependentFiles] };
      });
    },
  };
}
