import { useState } from 'react';
import { CONTENT_DEFAULTS, formatLongDate } from '@academy/contracts';
import { CardGrid, Hero, PageSection } from '@academy/ui';
import section from '../../../section';
import { BlogSearch } from './BlogSearch';
import { filterBlogs } from './filterBlogs';
import type { BlogListContent } from './loadBlogList';

// The section declares where a blog is read on its own; this page links to it, as the sitemap does.
const blogPage = section.lists.blogs.itemPage!;

/** The blog page (route /blog): hero, the search box, and a card per blog that opens it. */
export function BlogListPage({ data }: { data: BlogListContent }) {
  const [search, setSearch] = useState('');
  const cards = filterBlogs(data.blogs, search).map((blog) => ({
    key: blog._id,
    title: blog.blogtitle,
    description: blog.blogdescription,
    image: blog.blogimg,
    detail: formatLongDate(blog.createdAt),
    link: { to: blogPage(blog._id), label: 'Read more' },
  }));
  return (
    <>
      <Hero
        title={data.hero?.herotitle || CONTENT_DEFAULTS.title}
        description={data.hero?.herodescription || CONTENT_DEFAULTS.description}
        image={data.hero?.heroimg}
      />
      <PageSection heading="Articles">
        <BlogSearch value={search} onChange={setSearch} />
        <CardGrid cards={cards} emptyText="No blog posts to display." label="Blog posts" />
      </PageSection>
    </>
  );
}
