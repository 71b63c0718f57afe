import { asc } from 'drizzle-orm';
import type { ItemStatus } from '@academy/contracts';
import type { Db } from '../db/database';
import { type ContentFields, contentBlocks, contentItems } from '../db/schema';

// The whole of the sections' declared content in two reads, for the admin area's search and the
// media library: one row per record or slot, one per list item (drafts, scheduled and trashed ones
// too).

export interface SearchableBlock {
  section: string;
  block: string;
  fields: ContentFields;
}

export interface SearchableItem {
  id: string;
  section: string;
  collection: string;
  fields: ContentFields;
  trashed: boolean;
  status: ItemStatus;
  createdBy: string | null;
}

export function everyBlock(db: Db): Promise<SearchableBlock[]> {
  return db
    .select({ section: contentBlocks.section, block: contentBlocks.block, fields: contentBlocks.fields })
    .from(contentBlocks)
    .orderBy(asc(contentBlocks.block));
}

/** Newest first, as the lists show them. */
export async function everyItem(db: Db): Promise<SearchableItem[]> {
  const rows = await db
    .select({
      id: contentItems.id,
      section: contentItems.section,
      collection: contentItems.collection,
      fields: contentItems.fields,
      trashedAt: contentItems.trashedAt,
      status: contentItems.status,
      createdBy: contentItems.createdBy,
    })
    .from(contentItems)
    .orderBy(asc(contentItems.seq));
  return rows.reverse().map(({ trashedAt, ...row }) => ({ ...row, trashed: trashedAt !== null }));
}
