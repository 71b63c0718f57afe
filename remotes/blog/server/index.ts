import type { SectionServer } from '@academy/server/kit';
import { deleteDetailOfBlog } from './blogDetails';
import { blogDemo } from './demo';
import { detailedRoutes } from './detailedRoutes';

/**
 * The blog: its definition's hero and list of blogs, and each blog's detailed content with its
 * media (tables of its own), which goes when its blog is deleted.
 */
export default {
  routes: detailedRoutes,
  onDelete: { blogs: deleteDetailOfBlog },
  demo: blogDemo,
} satisfies SectionServer;
