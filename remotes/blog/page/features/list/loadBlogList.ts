import { apiPaths, type Blog, type SectionHero, type ContentReader } from '@academy/contracts';

/** Everything the blog list shows. */
export interface BlogListContent {
  hero: SectionHero | null;
  /** Newest first, as the server lists them. */
  blogs: Blog[];
}

/** Both calls go out together; if either fails, the page shows its error text (spec, 8). */
export async function loadBlogList(api: ContentReader): Promise<BlogListContent> {
  const [hero, blogs] = await Promise.all([
    api.get<SectionHero | null>(apiPaths.blog.hero),
    api.get<Blog[] | null>(apiPaths.blog.blogs),
  ]);
  return { hero, blogs: blogs ?? [] };
}
