import { type Db, and, asc, eq, max, newId } from '@academy/server/kit';
import { blogDetails, blogMedia } from './tables';

export type BlogDetailRow = typeof blogDetails.$inferSelect;
export type BlogMediaRow = typeof blogMedia.$inferSelect;

export interface BlogDetailTexts {
  subtitle: string;
  subDescription: string;
  content: string;
}

export interface NewBlogMedia {
  type: 'image' | 'video';
  url: string;
  alt: string;
  decorative: boolean;
}

/** With `forUpdate`, locked for the rest of the transaction. */
export async function findDetail(db: Db, id: string, { forUpdate = false } = {}) {
  const query = db.select().from(blogDetails).where(eq(blogDetails.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as BlogDetailRow | undefined;
}

export async function findDetailOfBlog(db: Db, blogId: string, { forUpdate = false } = {}) {
  const query = db.select().from(blogDetails).where(eq(blogDetails.blogId, blogId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as BlogDetailRow | undefined;
}

export async function insertDetail(db: Db, blogId: string, texts: BlogDetailTexts): Promise<BlogDetailRow> {
  const [row] = await db
    .insert(blogDetails)
    .values({ id: newId(), blogId, ...texts })
    .returning();
  return row;
}

export async function updateDetail(db: Db, id: string, texts: BlogDetailTexts, now: Date) {
  const [row] = await db
    .update(blogDetails)
    .set({ ...texts, updatedAt: now })
    .where(eq(blogDetails.id, id))
    .returning();
  return row as BlogDetailRow | undefined;
}

async function deleteDetail(db: Db, id: string) {
  const [row] = await db.delete(blogDetails).where(eq(blogDetails.id, id)).returning();
  return row as BlogDetailRow | undefined;
}

/** In the order the page shows them: by position, then oldest first. */
export function listMedia(db: Db, detailId: string): Promise<BlogMediaRow[]> {
  return db
    .select()
    .from(blogMedia)
    .where(eq(blogMedia.detailId, detailId))
    .orderBy(asc(blogMedia.position), asc(blogMedia.seq));
}

/** Puts these media in place of the detailed content's own (a revision's, restored), ids kept. */
export async function replaceMedia(
  db: Db,
  detailId: string,
  media: Omit<BlogMediaRow, 'seq' | 'detailId'>[],
) {
  await db.delete(blogMedia).where(eq(blogMedia.detailId, detailId));
  if (media.length > 0) await db.insert(blogMedia).values(media.map((item) => ({ ...item, detailId })));
}

/** Appends media after the last position, in the given order. */
export async function appendMedia(db: Db, detailId: string, media: NewBlogMedia[]): Promise<void> {
  if (media.length === 0) return;
  const [{ last }] = await db
    .select({ last: max(blogMedia.position) })
    .from(blogMedia)
    .where(eq(blogMedia.detailId, detailId));
  const start = last === null ? 0 : last + 1;
  await db
    .insert(blogMedia)
    .values(media.map((item, index) => ({ id: newId(), detailId, ...item, position: start + index })));
}

export async function updateMedia(
  db: Db,
  detailId: string,
  id: string,
  change: Partial<Pick<BlogMediaRow, 'position' | 'caption' | 'alt' | 'decorative'>>,
): Promise<void> {
  await db
    .update(blogMedia)
    .set(change)
    .where(and(eq(blogMedia.detailId, detailId), eq(blogMedia.id, id)));
}

export async function deleteMedia(db: Db, detailId: string, id: string) {
  const [row] = await db
    .delete(blogMedia)
    .where(and(eq(blogMedia.detailId, detailId), eq(blogMedia.id, id)))
    .returning();
  return row as BlogMediaRow | undefined;
}

async function deleteMediaOf(db: Db, detailId: string): Promise<string[]> {
  const rows = await db
    .delete(blogMedia)
    .where(eq(blogMedia.detailId, detailId))
    .returning({ url: blogMedia.url });
  return rows.map((row) => row.url);
}

/** Deletes a detailed content and its media; answers the media's URLs, whose files must go too. */
export async function deleteDetailWithMedia(db: Db, detailId: string): Promise<string[]> {
  const urls = await deleteMediaOf(db, detailId);
  await deleteDetail(db, detailId);
  return urls;
}

/**
 * The public paths of a blog's media, read when the blog goes to the trash (the list pattern's
 * `dependentFiles`). The detailed content is locked first, so an upload to it that is under way
 * finishes before its media are read, and none is missed.
 */
export async function mediaFilesOfBlog(db: Db, blogId: string): Promise<string[]> {
  const detail = await findDetailOfBlog(db, blogId, { forUpdate: true });
  return detail ? (await listMedia(db, detail.id)).map((media) => media.url) : [];
}

/**
 * A blog's detailed content and media, deleted when the blog is purged from the trash (the list
 * pattern's `onDelete`), locked first like `mediaFilesOfBlog`.
 */
export async function deleteDetailOfBlog(db: Db, blogId: string): Promise<string[]> {
  const detail = await findDetailOfBlog(db, blogId, { forUpdate: true });
  return detail ? deleteDetailWithMedia(db, detail.id) : [];
}
