import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../services/httpErrors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the public forms: a few requests per client (IP) per window. */
    perClientLimit: { max: number; timeWindow: number };
  }
}

/** Only routes that ask for it are limited (forgot-password, the contact form). */
async function rateLimitPlugin(app: FastifyInstance) {
  const { config } = app;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
  });
  app.decorate('perClientLimit', {
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMinutes * 60_000,
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
