import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Section } from '../../sections/discover';
import { remoteFolders } from './serving/remoteFolders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every section of the site, in the order the site lists them. */
    sections: readonly Section[];
    /** Where each remote of the sections is built (remote name → folder under STATIC_ROOT). */
    remoteFolders: ReadonlyMap<string, string>;
  }
}

/** The sections found at start, for whatever serves or lists them. */
async function sectionsPlugin(app: FastifyInstance, options: { sections: readonly Section[] }) {
  app.decorate('sections', options.sections);
  app.decorate('remoteFolders', remoteFolders(app.config.staticRoot, options.sections));
}

export default fp(sectionsPlugin, { name: 'sections', dependencies: ['config'] });
