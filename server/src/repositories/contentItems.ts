import type { ItemStatus } from '@academy/contracts';
import { and, asc, desc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type ContentFields, admins, contentItems, contentRemovals } from '../db/schema';
import { newId } from '../services/tokens';
import { aboutContent } from './contentKeys';
import { startingWith } from './likePattern';

/** One entry of a section's list (a gallery image, a team member, ...). */
export interface ContentItem {
  id: string;
  fields: ContentFields;
  createdAt: Date;
  status: ItemStatus;
  publishAt: Date | null;
  /** The account that created it (an author's own posts); null for the demo content and older items. */
  createdBy: string | null;
  /** The name of the account that created it, while that account exists (a post's author). */
  authorName: string | null;
}

/** Which items a read sees: visitors only published ones; staff (and previews) drafts and scheduled ones too. */
export interface Visibility {
  unpublished?: boolean;
}

const columns = {
  id: contentItems.id,
  fields: contentItems.fields,
  createdAt: contentItems.createdAt,
  status: contentItems.status,
  publishAt: contentItems.publishAt,
  createdBy: contentItems.createdBy,
  authorName: sql<
    string | null
  >`(select ${admins.name} from ${admins} where ${admins.id} = ${contentItems.createdBy})`.as('author_name'),
};
/** An item's slug (its readable address, see SectionList.slugFrom), null for an item without one. */
const slugColumn = sql<string | null>`${contentItems.fields}->>'slug'`;

/**
 * The items a list shows: those in the trash are left out of every read and write of the list,
 * and drafts and scheduled items out of every read that does not ask for them.
 */
const inList = (section: string, collection: string, { unpublished = false }: Visibility = {}) =>
  and(
    eq(contentItems.section, section),
    eq(contentItems.collection, collection),
    isNull(contentItems.trashedAt),
    unpublished ? undefined : eq(contentItems.status, 'published'),
  );

/** Newest first. */
export async function listItems(
  db: Db,
  section: string,
  collection: string,
  visibility?: Visibility,
): Promise<ContentItem[]> {
  return aboutContent(section, collection, () =>
    db
      .select(columns)
      .from(contentItems)
      .where(inList(section, collection, visibility))
      .orderBy(desc(contentItems.seq)),
  );
}

/** A new item's place for visitors; published unless said otherwise. */
export interface NewItemState {
  status?: ItemStatus;
  publishAt?: Date | null;
  createdBy?: string;
}

/** Inserts in the given order, so the last one is the newest; returns them newest first. */
export async function insertItems(
  db: Db,
  section: string,
  collection: string,
  fieldsList: ContentFields[],
  state: NewItemState = {},
): Promise<ContentItem[]> {
  if (fieldsList.length === 0) return [];
  const rows = await aboutContent(section, collection, () =>
    db
      .insert(contentItems)
      .values(fieldsList.map((fields) => ({ id: newId(), section, collection, fields, ...state })))
      .returning({ ...columns, seq: contentItems.seq }),
  );
  return rows.sort((a, b) => b.seq - a.seq).map(({ seq: _seq, ...item }) => item);
}

/** Records that a list lost an item (the page changed), since a row that left carries no time. */
async function recordRemoval(db: Db, section: string, collection: string, now: Date): Promise<void> {
  await db
    .insert(contentRemovals)
    .values({ section, collection, removedAt: now })
    .onConflictDoUpdate({
      target: [contentRemovals.section, contentRemovals.collection],
      set: { removedAt: now },
    });
}

/**
 * One item of a list; with `forUpdate`, locked for the rest of the transaction (a write, which
 * finds drafts and scheduled items too).
 */
export async function findItem(
  db: Db,
  section: string,
  collection: string,
  id: string,
  { forUpdate = false, unpublished = forUpdate }: Visibility & { forUpdate?: boolean } = {},
): Promise<ContentItem | undefined> {
  const query = db
    .select(columns)
    .from(contentItems)
    .where(and(inList(section, collection, { unpublished }), eq(contentItems.id, id)));
  const [row] = await aboutContent(section, collection, () => (forUpdate ? query.for('update') : query));
  return row;
}

/**
 * Writes an item's fields; with a `state`, also where it stands. An item published now (a draft
 * or a scheduled one) takes the moment as its date and the list's first place, as a new item would.
 */
export async function updateItem(
  db: Db,
  section: string,
  collection: string,
  id: string,
  fields: ContentFields,
  now: Date,
  state?: { status: ItemStatus; publishAt: Date | null; publishedNow: boolean },
): Promise<ContentItem | undefined> {
  return aboutContent(section, collection, async () => {
    const [row] = await db
      .update(contentItems)
      .set({
        fields,
        updatedAt: now,
        ...(state && { status: state.status, publishAt: state.publishAt }),
        ...(state?.publishedNow && { createdAt: now }),
      })
      .where(and(inList(section, collection, { unpublished: true }), eq(contentItems.id, id)))
      .returning(columns);
    if (row && state?.publishedNow) await moveToTop(db, [id]);
    return row;
  });
}

/** Gives items the list's first places, as if they were added now (seq is an identity column). */
async function moveToTop(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`UPDATE content_items SET seq = DEFAULT WHERE id IN ${ids}`);
}

/**
 * Publishes every scheduled item whose time has come, each as new at that moment (its date, the
 * list's first place); answers how many. Servers may run it at once: each item is published once.
 */
export async function publishDueItems(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(contentItems)
    .set({ status: 'published', publishAt: null, createdAt: now, updatedAt: now })
    .where(
      and(
        eq(contentItems.status, 'scheduled'),
        lte(contentItems.publishAt, now),
        isNull(contentItems.trashedAt),
      ),
    )
    .returning({ id: contentItems.id });
  await moveToTop(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/** Marks an item changed without changing its fields (a blog whose detailed content changed). */
export async function touchItem(db: Db, section: string, collection: string, id: string, now: Date) {
  await aboutContent(section, collection, () =>
    db
      .update(contentItems)
      .set({ updatedAt: now })
      .where(and(inList(section, collection, { unpublished: true }), eq(contentItems.id, id))),
  );
}

/**
 * The item whose slug is `slug`; with `anyState`, a draft, a scheduled item or one in the trash too
 * (a slug is taken by all of them).
 */
export async function findItemBySlug(
  db: Db,
  section: string,
  collection: string,
  slug: string,
  visibility: Visibility & { anyState?: boolean } = {},
): Promise<ContentItem | undefined> {
  const where = visibility.anyState
    ? and(eq(contentItems.section, section), eq(contentItems.collection, collection))
    : inList(section, collection, visibility);
  const [row] = await aboutContent(section, collection, () =>
    db
      .select(columns)
      .from(contentItems)
      .where(and(where, sql`${slugColumn} = ${slug}`)),
  );
  return row;
}

/** The slugs of a list's items (in the trash too) that are `slug` or `slug-<n>`: those taken. */
export async function slugsLike(db: Db, section: string, collection: string, slug: string) {
  const rows = await aboutContent(section, collection, () =>
    db
      .select({ slug: slugColumn })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.section, section),
          eq(contentItems.collection, collection),
          or(sql`${slugColumn} = ${slug}`, sql`${slugColumn} LIKE ${startingWith(`${slug}-`)}`),
        ),
      ),
  );
  return new Set(rows.map((row) => row.slug));
}

/** A list's items (in the trash too) that have no slug yet: older items, made before slugs. */
export function itemsWithoutSlug(db: Db, section: string, collection: string) {
  return aboutContent(section, collection, () =>
    db
      .select({ id: contentItems.id, fields: contentItems.fields })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.section, section),
          eq(contentItems.collection, collection),
          sql`NOT (${contentItems.fields} ? 'slug')`,
        ),
      )
      .orderBy(asc(contentItems.seq)),
  );
}

/** Gives an item its slug, its other fields (and its last change) as they are. */
export async function setItemSlug(db: Db, id: string, slug: string): Promise<void> {
  await db
    .update(contentItems)
    .set({ fields: sql`${contentItems.fields} || jsonb_build_object('slug', ${slug}::text)` })
    .where(eq(contentItems.id, id));
}

/**
 * What the pages need to know of a list's addresses: each item's id and slug, whether visitors
 * see it, and whether it is in the trash.
 */
export async function itemAddresses(db: Db, section: string, collection: string) {
  const rows = await aboutContent(section, collection, () =>
    db
      .select({
        id: contentItems.id,
        slug: slugColumn,
        status: contentItems.status,
        trashedAt: contentItems.trashedAt,
      })
      .from(contentItems)
      .where(and(eq(contentItems.section, section), eq(contentItems.collection, collection))),
  );
  return rows.map(({ trashedAt, ...row }) => ({ ...row, trashed: trashedAt !== null }));
}

/** Each item's id, slug and last change, newest item first (as the list shows them). */
export function listItemChanges(
  db: Db,
  section: string,
  collection: string,
): Promise<{ id: string; slug: string | null; updatedAt: Date }[]> {
  return aboutContent(section, collection, () =>
    db
      .select({ id: contentItems.id, slug: slugColumn, updatedAt: contentItems.updatedAt })
      .from(contentItems)
      .where(inList(section, collection))
      .orderBy(desc(contentItems.seq)),
  );
}

/** An item in the trash: its list, its fields, and who put it there when, with which files. */
export interface TrashedItem extends ContentItem {
  section: string;
  collection: string;
  trashedAt: Date;
  trashedBy: string;
  trashedFiles: string[];
}

const trashedColumns = {
  ...columns,
  section: contentItems.section,
  collection: contentItems.collection,
  trashedAt: contentItems.trashedAt,
  trashedBy: contentItems.trashedBy,
  trashedFiles: contentItems.trashedFiles,
};

interface TrashedRow extends ContentItem {
  section: string;
  collection: string;
  trashedAt: Date | null;
  trashedBy: string | null;
  trashedFiles: string[] | null;
}

/** Rows read where `trashed_at` is set. */
const asTrashed = (row: TrashedRow): TrashedItem => ({
  ...row,
  trashedAt: row.trashedAt ?? new Date(0),
  trashedBy: row.trashedBy ?? '',
  trashedFiles: row.trashedFiles ?? [],
});

/** Moves an item of a list to the trash; its list then shows it no more (the page changed). */
export async function trashItem(
  db: Db,
  section: string,
  collection: string,
  id: string,
  trash: { by: string; files: string[]; now: Date },
): Promise<ContentItem | undefined> {
  return aboutContent(section, collection, async () => {
    const [row] = await db
      .update(contentItems)
      .set({ trashedAt: trash.now, trashedBy: trash.by, trashedFiles: trash.files })
      .where(and(inList(section, collection, { unpublished: true }), eq(contentItems.id, id)))
      .returning(columns);
    if (row) await recordRemoval(db, section, collection, trash.now);
    return row;
  });
}

/** Every item in the trash, the latest put there first. */
export async function listTrashed(db: Db): Promise<TrashedItem[]> {
  const rows = await db
    .select(trashedColumns)
    .from(contentItems)
    .where(isNotNull(contentItems.trashedAt))
    .orderBy(desc(contentItems.trashedAt), desc(contentItems.seq));
  return rows.map(asTrashed);
}

/** An item in the trash, locked for the rest of the transaction. */
export async function findTrashedForUpdate(db: Db, id: string): Promise<TrashedItem | undefined> {
  const [row] = await db
    .select(trashedColumns)
    .from(contentItems)
    .where(and(eq(contentItems.id, id), isNotNull(contentItems.trashedAt)))
    .for('update');
  return row && asTrashed(row);
}

/** The ids of the items put in the trash before `cutoff`, the oldest first. */
export async function trashedBefore(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(isNotNull(contentItems.trashedAt), lt(contentItems.trashedAt, cutoff)))
    .orderBy(asc(contentItems.trashedAt));
  return rows.map((row) => row.id);
}

/** Takes an item out of the trash, back in its list as changed now (the page changed). */
export async function untrashItem(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(contentItems)
    .set({ trashedAt: null, trashedBy: null, trashedFiles: null, updatedAt: now })
    .where(eq(contentItems.id, id));
}

/** Deletes an item for good (its purge from the trash). */
export async function deleteTrashedItem(db: Db, id: string): Promise<void> {
  await db.delete(contentItems).where(and(eq(contentItems.id, id), isNotNull(contentItems.trashedAt)));
}
