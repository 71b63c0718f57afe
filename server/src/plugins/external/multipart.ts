import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  BLOG_MEDIA_MAX_FILES,
  GALLERY_MAX_FILES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '@academy/contracts';
import { badRequest } from '../../services/httpErrors';

// RFC 2046: a boundary is 1 to 70 characters, quoted or not.
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?:;|\s|$)/i;
const NO_BOUNDARY = 'The multipart/form-data request has no valid boundary in its Content-Type header.';

/**
 * The route config of a form that may carry videos (a blog's media): files up to the video cap.
 * Every other route keeps the image cap below; images sent here are held to it by the route.
 */
export const videoUploadConfig = {
  multipartOptions: { limits: { fileSize: MAX_VIDEO_BYTES, files: BLOG_MEDIA_MAX_FILES } },
};

/**
 * Multipart forms land in `request.body` like JSON ones (text fields as strings, files as
 * Buffers), so one route schema validates both. Files are read into memory within these caps;
 * a form breaking one fails before the handler runs, so nothing is stored.
 */
async function multipartPlugin(app: FastifyInstance) {
  // Without a boundary the parser finds no parts (or fails without a code): say what is wrong.
  app.addHook('preParsing', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (/^multipart\/form-data\b/i.test(type) && !BOUNDARY.test(type)) throw badRequest(NO_BOUNDARY);
  });
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
