import BlogPage from '../page/Page';
import BlogPostPage from '../page/DetailPage';
import { BLOG_FEED } from '../feed';

// Every blog page names the blog's feed in its head (the document writes it as
// <link rel="alternate" type="application/rss+xml">), a missing post's page too.

test('the blog list, a post and a missing post all name the feed', () => {
  const post = {
    _id: 'p1',
    slug: 'kata',
    blogtitle: 'Kata',
    blogdescription: 'At home',
    blogimg: '',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const metas = [
    BlogPage.meta({ hero: null, blogs: [], search: '' } as never),
    BlogPostPage.meta({ blog: post, detailed: null } as never),
    BlogPostPage.meta({ blog: null, detailed: null }),
  ];
  for (const meta of metas) expect(meta.feeds).toEqual([BLOG_FEED]);
  expect(BLOG_FEED.href).toBe('/blog/feed.xml');
});
