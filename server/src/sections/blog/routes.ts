import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../../content/registerContentBlock';
import { registerContentList } from '../../content/registerContentList';
import { detailedRoutes } from './detailedRoutes';
import { blogHero, blogsList } from './schemas';

/** The blog: hero, the list of blogs, and each blog's detailed content with its media. */
export async function blogRoutes(app: FastifyInstance) {
  registerContentBlock(app, blogHero);
  registerContentList(app, blogsList);
  await detailedRoutes(app);
}
