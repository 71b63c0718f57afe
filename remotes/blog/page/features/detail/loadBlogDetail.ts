import { itemPath, type Blog, type ContentReader } from '@academy/contracts';
import { contentErrorStatus } from '@academy/runtime';
import section from '../../../section';
import type { DetailedBlog } from '../../../schemas';

/** A blog with its detailed content (null when it has none), or `blog: null` when there is no such blog. */
export type BlogDetailContent =
  { blog: Blog; detailed: DetailedBlog | null } | { blog: null; detailed: null };

/** Which of the page's two calls failed, and why: the page's error text depends on both. */
export class BlogDetailLoadError extends Error {
  constructor(
    readonly call: 'blog' | 'detailed',
    readonly cause: unknown,
  ) {
    super(`The ${call} call failed.`);
    this.name = 'BlogDetailLoadError';
  }
}

const isMissing = (error: unknown) => contentErrorStatus(error) === 404;

/**
 * The blog and its detailed content, asked for together. A missing blog (404) is the page's
 * 'Blog Not Found' view and a missing detailed content (404) its 'No detailed content' text;
 * any other failure says which call failed.
 */
export async function loadBlogDetail(api: ContentReader, id: string): Promise<BlogDetailContent> {
  if (!id.trim()) return { blog: null, detailed: null };
  const [blog, detailed] = await Promise.allSettled([
    api.get<Blog | null>(itemPath(section.lists.blogs, id)),
    api.get<DetailedBlog | null>(`${section.paths.detailed}/${encodeURIComponent(id)}`),
  ]);
  if (blog.status === 'rejected') {
    if (isMissing(blog.reason)) return { blog: null, detailed: null };
    throw new BlogDetailLoadError('blog', blog.reason);
  }
  if (!blog.value) return { blog: null, detailed: null };
  if (detailed.status === 'rejected') {
    if (isMissing(detailed.reason)) return { blog: blog.value, detailed: null };
    throw new BlogDetailLoadError('detailed', detailed.reason);
  }
  return { blog: blog.value, detailed: detailed.value };
}

/**
 * The error texts: 'Blog not found' when the blog call was answered with a failure,
 * 'Detailed content not found' when the detailed call was, and 'Failed to load blog data'
 * otherwise (no answer at all).
 */
export function blogDetailErrorText(error: unknown): string {
  if (error instanceof BlogDetailLoadError && contentErrorStatus(error.cause) !== undefined) {
    return error.call === 'blog' ? 'Blog not found' : 'Detailed content not found';
  }
  return 'Failed to load blog data';
}
