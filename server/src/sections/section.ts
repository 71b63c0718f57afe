import type { FastifyInstance } from 'fastify';
import type { DemoSeed } from '../demo/demoSeeds';

/** A part of the site with its own API routes (below the API prefix) and demo content. */
export interface Section {
  name: string;
  routes(app: FastifyInstance): Promise<void>;
  demo?: DemoSeed;
}
