import { SEO_FIELDS } from '@academy/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contentBlocks, contentItems } from '../db/schema';

// What the sitemap leaves out: pages and items whose search and social fields say 'Hide from
// search engines' (`noindex` true in their stored fields).

const hidden = (fields: typeof contentBlocks.fields | typeof contentItems.fields) =>
  sql`(${fields} ->> ${SEO_FIELDS.noindex}) = 'true'`;

/** The paths of the pages hidden from search engines (their records are the blocks of `store`, by path). */
export async function hiddenPagePaths(db: Db, store: string): Promise<Set<string>> {
  const rows = await db
    .select({ block: contentBlocks.block })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.section, store), hidden(contentBlocks.fields)));
  return new Set(rows.map((row) => row.block));
}

/** The ids of a list's items hidden from search engines. */
export async function hiddenItemIds(db: Db, section: string, collection: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.section, section),
        eq(contentItems.collection, collection),
        isNull(contentItems.trashedAt),
        hidden(contentItems.fields),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
