import { screenPath } from '@academy/contracts';
import { type FastifyInstance, type UndescribedPicture, listItems } from '@academy/server/kit';
import { mediaName } from '../schemas';
import blog from '../section';
import { findDetailOfBlog, listMedia } from './blogDetails';

const BLOGS = blog.lists.blogs;
/** The screen that describes a post's media: its detailed content's editor. */
const DETAILS_SCREEN = blog.screens.find((screen) => screen.expose === 'DetailsEditorPage')!;

/**
 * The pictures of published posts' media that nobody described or marked decorative (videos
 * have their captions), named as the post's editor names them ('Image 2'), each linked to that
 * editor: the blog's part of the dashboard's 'Pictures to describe'.
 */
export async function blogMediaToDescribe(app: FastifyInstance): Promise<UndescribedPicture[]> {
  const pictures: UndescribedPicture[] = [];
  for (const post of await listItems(app.db, blog.key, BLOGS.collection)) {
    const detail = await findDetailOfBlog(app.db, post.id);
    const media = detail ? await listMedia(app.db, detail.id) : [];
    media.forEach((item, index) => {
      if (item.type !== 'image' || item.alt !== '' || item.decorative) return;
      pictures.push({
        where: `${BLOGS.editor?.heading ?? BLOGS.collection}: ${String(post.fields[BLOGS.fields?.title ?? ''] ?? '')}`,
        label: mediaName(item, index),
        image: item.url,
        editor: screenPath(DETAILS_SCREEN).replace(':id', encodeURIComponent(post.id)),
      });
    });
  }
  return pictures;
}
