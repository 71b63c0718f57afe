import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Brotli or gzip for text answers (scripts, styles, JSON); images are sent as they are. */
async function compressPlugin(app: FastifyInstance) {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}

export default fp(compressPlugin, { name: 'compress' });
