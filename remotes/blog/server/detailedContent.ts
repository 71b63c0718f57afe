import {
  type Db,
  type FastifyInstance,
  type FileChange,
  type Upload,
  badRequest,
  conflict,
  deleteKeptStates,
  type ContentView,
  type WriteBy,
  countWrite,
  findDraft,
  findItem,
  findItemBySlug,
  seesUnpublished,
  itemRevisionKey,
  keepRevision,
  notFound,
  revisionToRestore,
  touchItem,
  uploadedPathsIn,
  withCurrentRevision,
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
  replaceMedia,
  updateDetail,
  updateMedia,
} from './blogDetails';

const BLOG_SECTION = blog.key;
const BLOGS_COLLECTION = blog.lists.blogs.collection;

/**
 * A media file of a write: what to store, what it was found to be, and how staff described it
 * (a picture sent without a description is stored undescribed).
 */
export interface MediaFile {
  upload: Upload;
  type: NewBlogMedia['type'];
  alt?: string;
  decorative?: boolean;
}

const OWNER = 'blog/detailed';
const noDetail = () => notFound('There is no detailed content with that id.');

/** Its revisions are kept below its blog's, so they go to the trash and are purged with the blog. */
const revisionKey = (blogId: string) => `${itemRevisionKey(BLOG_SECTION, BLOGS_COLLECTION, blogId)}/detailed`;

/**
 * A blog in the trash: its detailed content is neither shown nor written until it comes back. A
 * draft or scheduled blog's is written and shown to staff (`unpublished`), not to visitors.
 */
const blogIsLive = async (db: Db, blogId: string, unpublished = true) =>
  (await findItem(db, BLOG_SECTION, BLOGS_COLLECTION, blogId, { unpublished })) !== undefined;

/** The detailed content, locked for the rest of the transaction; 404 when it (or its blog) is not there. */
async function lockedDetail(tx: Db, id: string): Promise<BlogDetailRow> {
  const detail = await findDetail(tx, id, { forUpdate: true });
  if (!detail || !(await blogIsLive(tx, detail.blogId))) throw noDetail();
  return detail;
}

async function detailedRecord(db: Db, row: BlogDetailRow): Promise<DetailedBlog> {
  const media = await listMedia(db, row.id);
  return {
    _id: row.id,
    blogId: row.blogId,
    subtitle: row.subtitle,
    subDescription: row.subDescription,
    content: row.content,
    media: media.map(({ id, type, url, caption, position, alt, decorative }) => ({
      _id: id,
      type,
      url,
      caption,
      position,
      urlAlt: alt,
      urlDecorative: decorative,
    })),
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
  for (const { _id, position, caption, urlAlt, urlDecorative } of updates)
    await updateMedia(tx, detailId, _id, { position, caption, alt: urlAlt, decorative: urlDecorative });
}

/** A revision's media as rows again (what `detailedRecord` answered), ids kept. */
function mediaOf(stored: Record<string, unknown>) {
  const media = Array.isArray(stored.media) ? (stored.media as Record<string, unknown>[]) : [];
  return media.map((item) => ({
    id: String(item._id),
    type: String(item.type),
    url: String(item.url),
    caption: String(item.caption ?? ''),
    position: Number(item.position),
    // Kept before media had descriptions: undescribed.
    alt: typeof item.urlAlt === 'string' ? item.urlAlt : '',
    decorative: item.urlDecorative === true,
  }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The detailed content with the texts a draft (or any stored state) holds; its media as they are. */
export const withTexts = (record: DetailedBlog, stored: Record<string, unknown>): DetailedBlog => ({
  ...record,
  subtitle: text(stored.subtitle),
  subDescription: text(stored.subDescription),
  content: text(stored.content),
});

/**
 * A blog's detailed content and its media: what the routes (and the demo content) read and
 * write. Every write stores its new files with its rows in one transaction (app.uploads), and
 * keeps the state it replaced as a revision (`detailedRecord`'s answer), so the media it removes
 * stay on disk while a revision refers to them; files only revisions let go by the retention
 * referred to are removed after the commit.
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
          urls.map((url, index) => {
            const { type, alt = '', decorative = false } = files[index];
            return { type, url, alt, decorative };
          }),
        ),
    );
  }

  /** A change of a blog's detailed content is a change of the blog (the sitemap's lastmod). */
  const blogChanged = (tx: Db, blogId: string) =>
    touchItem(tx, BLOG_SECTION, BLOGS_COLLECTION, blogId, app.now());

  /**
   * Ends a write of a locked detailed content: counted as its next revision (refused when it moved
   * on since `write.ifMatch`), the blog changed, the replaced state kept.
   */
  async function saved(tx: Db, detail: BlogDetailRow, replaced: DetailedBlog, write: WriteBy) {
    const key = revisionKey(detail.blogId);
    const revision = await countWrite(app, tx, { key, ...write });
    await blogChanged(tx, detail.blogId);
    const value = await detailedRecord(tx, detail);
    const released = await keepRevision(app, tx, {
      key,
      replaced: { ...replaced },
      current: { ...value },
      by: write.by,
    });
    return { value: { ...value, revision }, released };
  }

  return {
    /**
     * Of the blog with this id or slug (its page's address), as `sees` sees it: a draft or
     * scheduled blog's for staff, and its texts' draft in a preview.
     */
    async ofBlog(blogIdOrSlug: string, sees: ContentView): Promise<DetailedBlog> {
      const visibility = { unpublished: sees.unpublished };
      const post =
        (await findItem(app.db, BLOG_SECTION, BLOGS_COLLECTION, blogIdOrSlug, visibility)) ??
        (await findItemBySlug(app.db, BLOG_SECTION, BLOGS_COLLECTION, blogIdOrSlug, visibility));
      const blogId = post?.id ?? '';
      const row = post && (await findDetailOfBlog(app.db, blogId));
      // An author's view covers their own posts only (the blogs are written by authors).
      const covered = post !== undefined && seesUnpublished(sees, post, true);
      if (!row || !post || (post.status !== 'published' && !covered)) {
        throw notFound('This blog has no detailed content.');
      }
      const record = await detailedRecord(app.db, row);
      const draft = sees.drafts && covered ? await findDraft(app.db, revisionKey(blogId)) : undefined;
      return withCurrentRevision(
        app.db,
        revisionKey(blogId),
        draft ? withTexts(record, draft.fields) : record,
      );
    },

    /** The detailed content with this id, as its GET answers it (404 when it or its blog is not there). */
    async byId(id: string): Promise<DetailedBlog> {
      const detail = await findDetail(app.db, id);
      if (!detail || !(await blogIsLive(app.db, detail.blogId))) throw noDetail();
      return detailedRecord(app.db, detail);
    },

    /** Where a detailed content's revisions are kept (404 for an unknown one, or one in the trash). */
    async revisionKeyOf(id: string): Promise<string> {
      const detail = await findDetail(app.db, id);
      if (!detail || !(await blogIsLive(app.db, detail.blogId))) throw noDetail();
      return revisionKey(detail.blogId);
    },

    create(blogId: string, texts: BlogDetailTexts, files: MediaFile[], by: string) {
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
        const revision = await countWrite(app, tx, { key: revisionKey(blogId), by });
        return { value: { ...(await detailedRecord(tx, row)), revision } };
      });
    },

    update(id: string, texts: BlogDetailTexts, updates: MediaUpdate[], files: MediaFile[], write: WriteBy) {
      return withMedia(files, async (tx, media) => {
        const detail = await lockedDetail(tx, id);
        const replaced = await detailedRecord(tx, detail);
        await applyMediaUpdates(tx, id, updates);
        const row = await updateDetail(tx, id, texts, app.now());
        await appendMedia(tx, id, media);
        return saved(tx, row!, replaced, write);
      });
    },

    /** Makes a revision current again, texts and media (their files were kept), as a new save. */
    restore(id: string, revisionId: string, write: WriteBy) {
      return app.uploads.store([], OWNER, async (tx) => {
        const detail = await lockedDetail(tx, id);
        const stored = await revisionToRestore(revisionId)(tx, revisionKey(detail.blogId));
        const replaced = await detailedRecord(tx, detail);
        const texts = {
          subtitle: text(stored.subtitle),
          subDescription: text(stored.subDescription),
          content: text(stored.content),
        };
        const row = await updateDetail(tx, id, texts, app.now());
        await replaceMedia(tx, id, mediaOf(stored));
        return saved(tx, row!, replaced, write);
      });
    },

    removeMedia(id: string, mediaId: string, write: WriteBy) {
      return app.uploads.store([], OWNER, async (tx) => {
        const detail = await lockedDetail(tx, id);
        const replaced = await detailedRecord(tx, detail);
        const removed = await deleteMedia(tx, id, mediaId);
        if (!removed) throw notFound('This detailed content has no media item with that id.');
        return saved(tx, detail, replaced, write);
      });
    },

    /** Deletes the detailed content, its media and its history, with every file they refer to. */
    remove(id: string, write: WriteBy): Promise<DetailedBlog> {
      return app.uploads.store([], OWNER, async (tx) => {
        const detail = await lockedDetail(tx, id);
        await countWrite(app, tx, { key: revisionKey(detail.blogId), ...write });
        const value = await detailedRecord(tx, detail);
        const released = await deleteDetailWithMedia(tx, id);
        const revisions = await deleteKeptStates(tx, revisionKey(detail.blogId));
        await blogChanged(tx, detail.blogId);
        return { value, released: [...released, ...uploadedPathsIn(revisions)] };
      });
    },
  };
}
