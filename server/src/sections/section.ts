import type { FastifyInstance } from 'fastify';
import type { DemoSeed } from '../demo/demoSeeds';

/** A part of the site with its own API routes (below the API prefix) and demo content. */
export interface Section {
  name: string;
  /** The public page made of this section's content: the sitemap dates it by that content. */
  page: string;
  routes(app: FastifyInstance): Promise<void>;
  demo?: DemoSeed;
}
