import type { Blog, SectionHero, ContentReader } from '@academy/contracts';
import blog from '../../../section';

/** The search box's name, and so the query of an address that searches (/blog?q=kata). */
export const SEARCH_PARAM = 'q';

/** Everything the blog list shows. */
export interface BlogListContent {
  hero: SectionHero | null;
  /** Newest first, as the server lists them; all of them, which the search narrows as it changes. */
  blogs: Blog[];
  /** The search the address asks for ('' for none): the search box starts with it. */
  search: string;
}

/** Both calls go out together; if either fails, the page shows its error text. */
export async function loadBlogList(api: ContentReader, query: URLSearchParams): Promise<BlogListContent> {
  const [hero, blogs] = await Promise.all([
    api.get<SectionHero | null>(blog.records.hero.path),
    api.get<Blog[] | null>(blog.lists.blogs.path),
  ]);
  return { hero, blogs: blogs ?? [], search: query.get(SEARCH_PARAM) ?? '' };
}
