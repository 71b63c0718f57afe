import { articlePageMeta, definePage } from '@academy/contracts';
import { BLOG_FEED } from '../feed';
import { BLOG_NOT_FOUND, BlogDetailPage } from './features/detail/BlogDetailPage';
import { blogDetailErrorText, loadBlogDetail } from './features/detail/loadBlogDetail';

/** A blog post's route module (route /blog/:id), rendered by the shell inside its layout. */
export default definePage({
  load: ({ api, params }) => loadBlogDetail(api, params.id ?? ''),
  Component: BlogDetailPage,
  meta: ({ blog }) => ({
    ...(blog
      ? articlePageMeta(
          { title: blog.blogtitle, description: blog.blogdescription, image: blog.blogimg || undefined },
          blog,
        )
      : { title: BLOG_NOT_FOUND.title, description: BLOG_NOT_FOUND.message, status: 404 }),
    feeds: [BLOG_FEED],
  }),
  error: (error) => ({ message: blogDetailErrorText(error) }),
});
