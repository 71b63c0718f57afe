import type { SectionServer } from '@academy/server/kit';
import { deleteDetailOfBlog, mediaFilesOfBlog } from './blogDetails';
import { blogDemo } from './demo';
import { detailedRoutes } from './detailedRoutes';

/**
 * The blog: its definition's hero and list of blogs, and each blog's detailed content with its
 * media (tables of its own), which goes to the trash with its blog, comes back with it, and is
 * deleted when the blog is purged.
 */
export default {
  routes: detailedRoutes,
  onDelete: { blogs: deleteDetailOfBlog },
  dependentFiles: { blogs: mediaFilesOfBlog },
  demo: blogDemo,
} satisfies SectionServer;
