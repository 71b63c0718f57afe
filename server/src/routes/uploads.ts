import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { eraseUpload } from '../content/erasure';
import { answers } from '../content/routeSchemas';
import { ok } from '../services/envelope';

/** `DELETE /admin/uploads/<file name>`: erases a stored file for good (content/erasure.ts). */
export const ERASE_UPLOAD_PATH = '/admin/uploads/:name';

export default async function uploadRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.delete(
    ERASE_UPLOAD_PATH,
    {
      config: { audit: 'upload erased' },
      schema: {
        params: Type.Object({ name: Type.String({ maxLength: 200 }) }),
        response: answers(
          Type.Object({
            name: Type.String(),
            revisions: Type.Integer(),
            drafts: Type.Integer(),
            items: Type.Integer(),
          }),
        ),
      },
    },
    async (request) => ok(await eraseUpload(app, request.params.name)),
  );
}
