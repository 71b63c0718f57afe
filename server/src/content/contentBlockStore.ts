import type { TObject } from '@sinclair/typebox';
import { DECORATIVE_SUFFIX, SEO_FIELDS } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentBlock, findBlock, findBlockForUpdate, upsertBlock } from '../repositories/contentBlocks';
import { badRequest } from '../services/httpErrors';
import { countWrite } from './conflicts';
import { type StateSource, blockRevisionKey, keepRevision } from './revisions';
import type { ImageUpload } from '../plugins/app/uploads';

/**
 * What the API answers for a stored record: its `_id` and fields, every field the contract
 * names present (empty when it was never saved, e.g. an image not yet uploaded).
 */
export function contentRecord(
  id: string,
  fields: ContentFields,
  fieldNames: readonly string[],
): Record<string, unknown> {
  // A yes or no never saved is no: a picture nobody marked decorative is not, a page nobody hid
  // from search engines is shown; every other field never saved is empty.
  const empty = (name: string) =>
    name.endsWith(DECORATIVE_SUFFIX) || name === SEO_FIELDS.noindex ? false : '';
  return { _id: id, ...Object.fromEntries(fieldNames.map((name) => [name, empty(name)])), ...fields };
}

/**
 * A block as a write's conflict check reads it: its revision's key, its stored fields and how they
 * answer (a record's and a slot's routes alike).
 */
export async function blockState(
  app: FastifyInstance,
  section: string,
  block: string,
  fieldNames: readonly string[],
) {
  const saved = await findBlock(app.db, section, block);
  return {
    key: blockRevisionKey(section, block),
    current: saved?.fields,
    answer: (fields: Record<string, unknown>) =>
      contentRecord(saved?.id ?? '', fields as ContentFields, fieldNames),
  };
}

/** The fields a record answers with (every property of its schema but `_id`). */
export function recordFieldNames(record: TObject): string[] {
  return Object.keys(record.properties).filter((name) => name !== '_id');
}

/** A text field of a stored block; undefined when the block was never saved or the field is empty. */
export async function savedText(app: FastifyInstance, section: string, block: string, field: string) {
  const saved = await findBlock(app.db, section, block);
  const value = saved?.fields[field];
  return typeof value === 'string' && value ? value : undefined;
}

export interface BlockSave {
  section: string;
  block: string;
  fields: ContentFields;
  imageField?: string;
  /** A new image for `imageField`; without one the stored image is kept. */
  image?: ImageUpload;
  /** When set, saving without any image (new or stored) fails with this sentence. */
  imageRequiredMessage?: string;
  /** Who saves (the administrator's name): the revision of the state it replaces names them. */
  by: string;
  /**
   * A stored state of the block to make current, its image included, in place of `fields`: a
   * revision (a restore) or its draft (a publish).
   */
  source?: StateSource;
  /** The revision the writer started from (If-Match): refused (409) when another write came first. */
  ifMatch?: number;
}

/** A revision's stored fields as a save's: its text fields, and its image (none is none). */
export function restoredState(stored: Record<string, unknown>, imageField: string | undefined) {
  const fields: ContentFields = {};
  for (const [name, value] of Object.entries(stored)) {
    if (name !== imageField && isFieldValue(value)) fields[name] = value;
  }
  const image = imageField ? stored[imageField] : undefined;
  return { fields, image: typeof image === 'string' ? image : '' };
}

/**
 * Saves a block's fields and, if given, its new image in one step, keeping the state it replaces
 * as a revision (so the replaced image stays on disk while a revision refers to it); the files
 * that only revisions let go by the retention referred to are removed once the save is committed.
 * Every block route (singleton or slot), a restore of a revision and a publish of a draft save
 * this way.
 */
export function saveBlock(
  app: FastifyInstance,
  save: BlockSave,
): Promise<ContentBlock & { revision: string }> {
  const { section, block, imageField } = save;
  const key = blockRevisionKey(section, block);
  return app.uploads.store(save.image ? [save.image] : [], `${section}/${block}`, async (tx, [newImage]) => {
    const revision = await countWrite(app, tx, { key, ifMatch: save.ifMatch, by: save.by });
    const previous = await findBlockForUpdate(tx, section, block);
    const oldImage = imageField ? previous?.fields[imageField] : undefined;
    const next = save.source
      ? restoredState(await save.source(tx, key), imageField)
      : { fields: save.fields, image: newImage ?? (typeof oldImage === 'string' ? oldImage : '') };
    if (save.imageRequiredMessage && !next.image) throw badRequest(save.imageRequiredMessage);
    const fields = imageField ? { ...next.fields, [imageField]: next.image } : next.fields;
    const value = await upsertBlock(tx, section, block, fields, app.now());
    const released = await keepRevision(app, tx, {
      key,
      replaced: previous?.fields,
      current: fields,
      by: save.by,
    });
    return { value: { ...value, revision }, released };
  });
}

/** What a stored field holds: a text, a number, or a yes or no (a picture's `<field>Decorative`). */
const isFieldValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The named text fields of a request body, trimmed (and its numbers and yes-or-no fields). */
export function textFields(body: object, names: readonly string[]): ContentFields {
  const fields: ContentFields = {};
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = value.trim();
    else if (isFieldValue(value)) fields[name] = value;
  }
  return fields;
}
