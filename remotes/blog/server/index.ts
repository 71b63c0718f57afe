import { type SectionServer, admitAuthors } from '@academy/server/kit';
import blog from '../section';
import { authorsDetails } from './authorsDetails';
import { deleteDetailOfBlog, mediaFilesOfBlog } from './blogDetails';
import { blogDemo } from './demo';
import { detailedRoutes } from './detailedRoutes';
import { feedRoutes } from './feed';
import { blogMediaToDescribe } from './mediaToDescribe';
import { detailedContentSearch } from './search';

/**
 * The blog: its definition's hero and list of blogs, and each blog's detailed content with its
 * media (tables of its own), which goes to the trash with its blog, comes back with it, and is
 * deleted when the blog is purged.
 */
export default {
  // Authors write the detailed content of their own posts (authorsDetails), in a scope of its own.
  routes: async (app) => {
    await app.register(async (scope) => {
      admitAuthors(scope, authorsDetails(scope, blog.paths.detailed));
      await detailedRoutes(scope.withTypeProvider());
    });
  },
  // The RSS feed at /blog/feed.xml.
  siteRoutes: feedRoutes,
  onDelete: { blogs: deleteDetailOfBlog },
  dependentFiles: { blogs: mediaFilesOfBlog },
  demo: blogDemo,
  searchable: [detailedContentSearch],
  // Posts' pictures nobody described, on the dashboard's 'Pictures to describe'.
  picturesToDescribe: blogMediaToDescribe,
} satisfies SectionServer;
