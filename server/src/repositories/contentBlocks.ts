import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type ContentFields, contentBlocks } from '../db/schema';
import { newId } from '../services/tokens';
import { aboutContent } from './contentKeys';

/** One saved block of a section (a hero, the privacy policy, a home service slot, ...). */
export interface ContentBlock {
  id: string;
  block: string;
  fields: ContentFields;
}

const columns = { id: contentBlocks.id, block: contentBlocks.block, fields: contentBlocks.fields };

/** The block, locked for the rest of the transaction so two saves of it cannot interleave. */
export async function findBlockForUpdate(
  db: Db,
  section: string,
  block: string,
): Promise<ContentBlock | undefined> {
  const [row] = await aboutContent(section, block, () =>
    db
      .select(columns)
      .from(contentBlocks)
      .where(and(eq(contentBlocks.section, section), eq(contentBlocks.block, block)))
      .for('update'),
  );
  return row;
}

export async function findBlock(db: Db, section: string, block: string): Promise<ContentBlock | undefined> {
  const [row] = await aboutContent(section, block, () =>
    db
      .select(columns)
      .from(contentBlocks)
      .where(and(eq(contentBlocks.section, section), eq(contentBlocks.block, block))),
  );
  return row;
}

/** Blocks of a section whose names start with `prefix` (the slots of one kind). */
export async function listBlocks(db: Db, section: string, prefix: string): Promise<ContentBlock[]> {
  return aboutContent(section, `${prefix}*`, () =>
    db
      .select(columns)
      .from(contentBlocks)
      .where(and(eq(contentBlocks.section, section), like(contentBlocks.block, `${prefix}%`))),
  );
}

export async function upsertBlock(
  db: Db,
  section: string,
  block: string,
  fields: ContentFields,
  now: Date,
): Promise<ContentBlock> {
  const [row] = await aboutContent(section, block, () =>
    db
      .insert(contentBlocks)
      .values({ id: newId(), section, block, fields, updatedAt: now })
      .onConflictDoUpdate({
        target: [contentBlocks.section, contentBlocks.block],
        set: { fields, updatedAt: now },
      })
      .returning(columns),
  );
  return row;
}
