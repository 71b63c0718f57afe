import type { Blog, SectionHero, ContentReader } from '@academy/contracts';
import blog from '../../../section';

/** Everything the blog list shows. */
export interface BlogListContent {
  hero: SectionHero | null;
  /** Newest first, as the server lists them. */
  blogs: Blog[];
}

/** Both calls go out together; if either fails, the page shows its error text (spec, 8). */
export async function loadBlogList(api: ContentReader): Promise<BlogListContent> {
  const [hero, blogs] = await Promise.all([
    api.get<SectionHero | null>(blog.records.hero.path),
    api.get<Blog[] | null>(blog.lists.blogs.path),
  ]);
  return { hero, blogs: blogs ?? [] };
}
