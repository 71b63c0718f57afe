import { CONTENT_DEFAULTS, definePage } from '@academy/contracts';
import { BLOG_FEED } from '../feed';
import { BlogListPage } from './features/list/BlogListPage';
import { loadBlogList } from './features/list/loadBlogList';

/** The blog list's route module (route /blog), rendered by the shell inside its layout. */
export default definePage({
  load: ({ api, searchParams }) => loadBlogList(api, searchParams),
  Component: BlogListPage,
  meta: ({ hero }) => ({
    title: hero?.herotitle || 'Blog',
    description: hero?.herodescription || CONTENT_DEFAULTS.description,
    image: hero?.heroimg || undefined,
    feeds: [BLOG_FEED],
  }),
  error: () => ({ message: 'Failed to load blog page data. Please try again later.' }),
});
