import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../../content/registerContentBlock';
import { registerContentList } from '../../content/registerContentList';
import { aboutBlocks, teamList } from './schemas';

/** The about page: hero, about us, why choose us, and the team. */
export async function aboutRoutes(app: FastifyInstance) {
  for (const block of Object.values(aboutBlocks)) registerContentBlock(app, block);
  registerContentList(app, teamList);
}
