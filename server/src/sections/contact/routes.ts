import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../../content/registerContentBlock';
import { contactBlocks } from './schemas';
import { submissionRoutes } from './submissions';

/** The contact page: hero, contact details, and the messages visitors send. */
export async function contactRoutes(app: FastifyInstance) {
  for (const block of Object.values(contactBlocks)) registerContentBlock(app, block);
  submissionRoutes(app);
}
