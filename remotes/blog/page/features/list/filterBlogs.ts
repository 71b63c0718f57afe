import type { Blog } from '@academy/contracts';

/**
 * The blogs whose title or description contains the search text, whatever the case of either;
 * an empty search (or spaces) keeps every blog. The order stays the server's (newest first).
 */
export function filterBlogs(blogs: readonly Blog[], search: string): Blog[] {
  const wanted = search.trim().toLocaleLowerCase('en-US');
  if (!wanted) return [...blogs];
  return blogs.filter((blog) =>
    [blog.blogtitle, blog.blogdescription].some((text) => text.toLocaleLowerCase('en-US').includes(wanted)),
  );
}
