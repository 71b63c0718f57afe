import type { FastifyInstance } from 'fastify';
import { saveBlock } from '../content/contentBlockStore';
import type { ContentBlockOptions } from '../content/registerContentBlock';
import { type ContentListOptions, contentList } from '../content/registerContentList';
import type { ContentFields } from '../db/schema';

// Demo content is written through the same code as the admin screens' saves, so it is stored
// exactly as an administrator's would be (images re-encoded, files recorded).

/** Saves a section's block (a hero, an about-us block, ...) with its picture. */
export async function seedBlock(
  app: FastifyInstance,
  target: Pick<ContentBlockOptions, 'section' | 'block' | 'imageField'>,
  fields: ContentFields,
  image?: Buffer,
): Promise<void> {
  await saveBlock(app, {
    section: target.section,
    block: target.block,
    imageField: target.imageField,
    fields,
    image,
  });
}

/**
 * Adds items to a list, the first given ending up first (newest) in the list; answers the stored
 * records in the order given.
 */
export async function seedList(
  app: FastifyInstance,
  target: ContentListOptions,
  items: { fields: ContentFields; image?: Buffer }[],
): Promise<Record<string, unknown>[]> {
  const list = contentList(app, target);
  const added: Record<string, unknown>[] = [];
  for (const item of [...items].reverse()) added.unshift(await list.add(item.fields, item.image));
  return added;
}
