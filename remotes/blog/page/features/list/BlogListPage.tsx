import { useState } from 'react';
import { type Blog, CONTENT_DEFAULTS, formatLongDate, describedPicture } from '@academy/contracts';
import { CardGrid, Hero, PageSection } from '@academy/ui';
import section from '../../../section';
import { BlogSearch } from './BlogSearch';
import { filterBlogs } from './filterBlogs';
import type { BlogListContent } from './loadBlogList';

// The section declares where a blog is read on its own; this page links to it, as the sitemap does.
const blogPage = section.lists.blogs.itemPage!;

/**
 * The search box and the cards it narrows, the same way on the server (the address's search,
 * /blog?q=kata) and live in the browser (every keystroke).
 */
function SearchedBlogs({ blogs, search: searched }: { blogs: Blog[]; search: string }) {
  const [search, setSearch] = useState(searched);
  const cards = filterBlogs(blogs, search).map((blog) => ({
    key: blog._id,
    title: blog.blogtitle,
    description: blog.blogdescription,
    image: describedPicture(blog, 'blogimg'),
    detail: formatLongDate(blog.createdAt),
    link: { to: blogPage(blog), label: 'Read more' },
  }));
  return (
    <>
      <BlogSearch value={search} onChange={setSearch} />
      <CardGrid cards={cards} emptyText="No blog posts to display." label="Blog posts" />
    </>
  );
}

/** The blog page (route /blog): hero, the search box, and a card per blog that opens it. */
export function BlogListPage({ data }: { data: BlogListContent }) {
  return (
    <>
      <Hero
        title={data.hero?.herotitle || CONTENT_DEFAULTS.title}
        description={data.hero?.herodescription || CONTENT_DEFAULTS.description}
        image={describedPicture(data.hero, 'heroimg')}
      />
      <PageSection heading="Articles">
        {/* Another address's search (a link to /blog, say) starts the box and the list afresh. */}
        <SearchedBlogs key={data.search} blogs={data.blogs} search={data.search} />
      </PageSection>
    </>
  );
}
