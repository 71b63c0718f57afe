import { apiPaths, blog, sectionHero } from '@academy/contracts';
import { type ContentBlockOptions, contentKindBlock } from '../../content/registerContentBlock';
import type { ContentListOptions } from '../../content/registerContentList';
import { deleteDetailOfBlog } from '../../repositories/blogDetails';

export const BLOG_SECTION = 'blog';
export const BLOGS_COLLECTION = 'blogs';

/** The blog page's hero; the routes and the demo content both use it. */
export const blogHero = {
  path: apiPaths.blog.hero,
  section: BLOG_SECTION,
  block: 'hero',
  ...contentKindBlock(sectionHero),
} satisfies ContentBlockOptions;

/** The blogs: the list pattern with the spec's blog fields; a blog's detailed content goes with it. */
export const blogsList: ContentListOptions = {
  path: apiPaths.blog.blogs,
  section: BLOG_SECTION,
  collection: BLOGS_COLLECTION,
  kind: blog,
  itemName: 'blog',
  onDelete: deleteDetailOfBlog,
};
