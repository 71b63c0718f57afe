import {
  type Db,
  type FastifyInstance,
  type FileChange,
  type Upload,
  badRequest,
  conflict,
  findItem,
  notFound,
  touchItem,
} from '@academy/server/kit';
import type { DetailedBlog, MediaUpdate } from '../schemas';
import blog from '../section';
import {
  type BlogDetailRow,
  type BlogDetailTexts,
  type NewBlogMedia,
  appendMedia,
  deleteDetailWithMedia,
  deleteMedia,
  findDetail,
  findDetailOfBlog,
  insertDetail,
  listMedia,
  updateDetail,
  updateMedia,
} from './blogDetails';

const BLOG_SECTION = blog.key;
const BLOGS_COLLECTION = blog.lists.blogs.collection;

/** A media file of a write: what to store, and what it was found to be. */
export interface MediaFile {
  upload: Upload;
  type: NewBlogMedia['type'];
}

const OWNER = 'blog/detailed';
const noDetail = () => notFound('There is no detailed content with that id.');

async function detailedRecord(db: Db, row: BlogDetailRow): Promise<DetailedBlog> {
  const media = await listMedia(db, row.id);
  return {
    _id: row.id,
    blogId: row.blogId,
    subtitle: row.subtitle,
    subDescription: row.subDescription,
    content: row.content,
    media: media.map(({ id, type, url, caption, position }) => ({ _id: id, type, url, caption, position })),
  };
}

/** Applies every update or none: an id the detailed content does not have refuses them all. */
async function applyMediaUpdates(tx: Db, detailId: string, updates: MediaUpdate[]): Promise<void> {
  const known = new Set((await listMedia(tx, detailId)).map((media) => media.id));
  const unknown = updates.findIndex((update) => !known.has(update._id));
  if (unknown >= 0) {
    throw badRequest(
      `mediaUpdates[${unknown}] names a media item this detailed content does not have (${JSON.stringify(updates[unknown]._id.slice(0, 64))}); nothing was changed.`,
    );
  }
  for (const { _id, position, caption } of updates)
    await updateMedia(tx, detailId, _id, { position, caption });
}

/**
 * A blog's detailed content and its media: what the routes (and the demo content) read and
 * write. Every write stores its new files with its rows in one transaction (app.uploads), and
 * files it no longer needs are removed after the commit.
 */
export function detailedContent(app: FastifyInstance) {
  /** Stores the files, then runs `write` with the media rows to add, in one transaction. */
  function withMedia<T>(
    files: MediaFile[],
    write: (tx: Db, media: NewBlogMedia[]) => Promise<FileChange<T>>,
  ) {
    return app.uploads.store(
      files.map((file) => file.upload),
      OWNER,
      (tx, urls) =>
        write(
          tx,
          urls.map((url, index) => ({ type: files[index].type, url })),
        ),
    );
  }

  /** A change of a blog's detailed content is a change of the blog (the sitemap's lastmod). */
  const blogChanged = (tx: Db, blogId: string) =>
    touchItem(tx, BLOG_SECTION, BLOGS_COLLECTION, blogId, app.now());

  return {
    async ofBlog(blogId: string): Promise<DetailedBlog> {
      const row = await findDetailOfBlog(app.db, blogId);
      if (!row) throw notFound('This blog has no detailed content.');
      return detailedRecord(app.db, row);
    },

    create(blogId: string, texts: BlogDetailTexts, files: MediaFile[]): Promise<DetailedBlog> {
      return withMedia(files, async (tx, media) => {
        // Locked, so the blog cannot be deleted while its detailed content is written.
        const blog = await findItem(tx, BLOG_SECTION, BLOGS_COLLECTION, blogId, { forUpdate: true });
        if (!blog) throw notFound('There is no blog with that id.');
        if (await findDetailOfBlog(tx, blogId)) {
          throw conflict('This blog already has detailed content; update it instead of creating another.');
        }
        const row = await insertDetail(tx, blogId, texts);
        await appendMedia(tx, row.id, media);
        await blogChanged(tx, blogId);
        return { value: await detailedRecord(tx, row) };
      });
    },

    update(id: string, texts: BlogDetailTexts, updates: MediaUpdate[], files: MediaFile[]) {
      return withMedia(files, async (tx, media) => {
        const detail = await findDetail(tx, id, { forUpdate: true });
        if (!detail) throw noDetail();
        await applyMediaUpdates(tx, id, updates);
        const row = await updateDetail(tx, id, texts, app.now());
        await appendMedia(tx, id, media);
        await blogChanged(tx, detail.blogId);
        return { value: await detailedRecord(tx, row!) };
      });
    },

    removeMedia(id: string, mediaId: string): Promise<DetailedBlog> {
      return app.uploads.store([], OWNER, async (tx) => {
        const detail = await findDetail(tx, id, { forUpdate: true });
        if (!detail) throw noDetail();
        const removed = await deleteMedia(tx, id, mediaId);
        if (!removed) throw notFound('This detailed content has no media item with that id.');
        await blogChanged(tx, detail.blogId);
        return { value: await detailedRecord(tx, detail), released: [removed.url] };
      });
    },

    remove(id: string): Promise<DetailedBlog> {
      return app.uploads.store([], OWNER, async (tx) => {
        const detail = await findDetail(tx, id, { forUpdate: true });
        if (!detail) throw noDetail();
        const value = await detailedRecord(tx, detail);
        const released = await deleteDetailWithMedia(tx, id);
        await blogChanged(tx, detail.blogId);
        return { value, released };
      });
    },
  };
}
