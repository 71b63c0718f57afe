/**
 * The blog's RSS 2.0 feed: where the server answers it (a site route below /blog) and how every
 * blog page names it in its head (`<link rel="alternate" type="application/rss+xml">`).
 */
export const BLOG_FEED = { title: 'Blog posts', href: '/blog/feed.xml' } as const;

/** How many of the newest published posts the feed carries. */
export const FEED_POSTS = 20;
