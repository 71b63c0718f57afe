import { isNull, max } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentBlocks, contentItems, contentRemovals } from '../db/schema';

/** When a part of a section last changed: a block (by its name) or a list (by its collection). */
export interface ContentChange {
  section: string;
  part: string;
  changedAt: Date;
}

/**
 * The last change of every block and every list; a list changes when an item is added, saved,
 * put in the trash or taken out of it (a blog also when its detailed content is).
 */
export async function contentChanges(db: Db): Promise<ContentChange[]> {
  const [blocks, lists, removals] = await Promise.all([
    db
      .select({
        section: contentBlocks.section,
        part: contentBlocks.block,
        changedAt: contentBlocks.updatedAt,
      })
      .from(contentBlocks),
    db
      .select({
        section: contentItems.section,
        part: contentItems.collection,
        changedAt: max(contentItems.updatedAt),
      })
      .from(contentItems)
      .where(isNull(contentItems.trashedAt))
      .groupBy(contentItems.section, contentItems.collection),
    db
      .select({
        section: contentRemovals.section,
        part: contentRemovals.collection,
        changedAt: contentRemovals.removedAt,
      })
      .from(contentRemovals),
  ]);
  return [
    ...blocks,
    ...lists.flatMap((list) => (list.changedAt ? [{ ...list, changedAt: list.changedAt }] : [])),
    ...removals,
  ];
}
