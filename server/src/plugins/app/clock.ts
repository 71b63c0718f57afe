import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests move it to expire sessions and reset links. */
    now(): Date;
  }
}

async function clockPlugin(app: FastifyInstance, options: { now?: () => Date }) {
  app.decorate('now', options.now ?? (() => new Date()));
}

export default fp(clockPlugin, { name: 'clock' });
