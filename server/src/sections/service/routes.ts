import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../../content/registerContentBlock';
import { registerContentList } from '../../content/registerContentList';
import { serviceHero, servicesList } from './schemas';

/** The services page: hero and the list of services. */
export async function serviceRoutes(app: FastifyInstance) {
  registerContentBlock(app, serviceHero);
  registerContentList(app, servicesList);
}
