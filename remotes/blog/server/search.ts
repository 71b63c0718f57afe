import { blog as blogKind, screenPath } from '@academy/contracts';
import { EVERY_ROLE, type SearchSource, listItems } from '@academy/server/kit';
import blog from '../section';
import { blogDetails } from './tables';

const { blogs } = blog.lists;
/** The post's detailed content's editor, at `blogs/:id/details`. */
const detailsScreen = blog.screens.find((screen) => screen.expose === 'DetailsEditorPage') ?? blog.screens[0];
const detailsEditor = (id: string) => screenPath(detailsScreen).replace(':id', encodeURIComponent(id));

/**
 * The posts' detailed content, for the admin area's search: every role writes posts, so every
 * role finds them (an author others' only once published; a post in the trash is found as the
 * trash's, not here).
 */
export const detailedContentSearch: SearchSource = {
  roles: EVERY_ROLE,
  async documents(app) {
    const [posts, details] = await Promise.all([
      listItems(app.db, blog.key, blogs.collection, { unpublished: true }),
      app.db.select().from(blogDetails),
    ]);
    const postsById = new Map(posts.map((post) => [post.id, post]));
    return details.flatMap((detail) => {
      const post = postsById.get(detail.blogId);
      if (!post) return [];
      return [
        {
          kind: 'blog post, detailed content',
          title: String(post.fields[blogKind.fields.title] ?? ''),
          texts: [detail.subtitle, detail.subDescription, detail.content],
          adminPath: detailsEditor(detail.blogId),
          ...(post.status !== 'published' && { unpublished: { createdBy: post.createdBy } }),
        },
      ];
    });
  },
};
