import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_AREA_PATH, PREVIEWS_PATH, previewBody, previewLink } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers } from '../content/routeSchemas';
import { signedInAdmin } from './auth/twoFactor';
import { ok } from '../services/envelope';
import { badRequest } from '../services/httpErrors';
import { sitePath } from '../services/urls';

/**
 * POST /previews (admin): a link that shows a public page with the current drafts applied, those
 * its creator's role may read.
 */
export default async function previewRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    PREVIEWS_PATH,
    {
      schema: { body: previewBody, response: answers(previewLink) },
    },
    async (request) => {
      // Judged, and kept, as a browser reads it (`/ad<tab>min` is /admin).
      const path = sitePath(request.body.path);
      const pathname = path?.split(/[?#]/)[0] ?? '';
      if (path === undefined || pathname === ADMIN_AREA_PATH || pathname.startsWith(`${ADMIN_AREA_PATH}/`)) {
        throw badRequest('path must be a public page of this site, such as /blog.');
      }
      return ok(await app.previews.create(path, signedInAdmin(request)._id));
    },
  );
}
