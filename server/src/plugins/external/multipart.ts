import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GALLERY_MAX_FILES, MAX_IMAGE_BYTES } from 'shared-contracts/api';

/**
 * Multipart forms land in `request.body` like JSON ones (text fields as strings, files as
 * Buffers), so one route schema validates both. Files are read into memory within these caps;
 * a form breaking one fails before the handler runs, so nothing is stored.
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: GALLERY_MAX_FILES,
      fields: 30,
      parts: GALLERY_MAX_FILES + 30,
      // Above every text field's maxLength, so a truncated value still fails validation.
      fieldSize: 256 * 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
