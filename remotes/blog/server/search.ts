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
 * role finds them (a post in the trash is found as the trash's, not here).
 */
export const detailedContentSearch: SearchSource = {
  roles: EVERY_ROLE,
  async documents(app) {
    const [posts, details] = await Promise.all([
      listItems(app.db, blog.key, blogs.collection, { unpublished: true }),
      app.db.select().from(blogDetails),
    ]);
    const titles = new Map(posts.map((post) => [post.id, String(post.fields[blogKind.fields.title] ?? '')]));
    return details.flatMap((detail) => {
      const title = titles.get(detail.blogId);
      if (title === undefined) return [];
      return [
        {
          kind: 'blog post, detailed content',
          title,
          texts: [detail.subtitle, detail.subDescription, detail.content],
          adminPath: detailsEditor(detail.blogId),
        },
      ];
    });
  },
};
