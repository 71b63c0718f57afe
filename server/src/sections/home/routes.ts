import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../../content/registerContentBlock';
import { registerContentSlots } from '../../content/registerContentSlots';
import { galleryRoutes } from './gallery';
import { homeBlocks, homeSlots } from './schemas';

/** The home page: hero, about us, why choose us, 3 service slots, 3 blog slots and the gallery. */
export async function homeRoutes(app: FastifyInstance) {
  for (const block of Object.values(homeBlocks)) registerContentBlock(app, block);
  for (const slots of Object.values(homeSlots)) registerContentSlots(app, slots);
  await galleryRoutes(app);
}
