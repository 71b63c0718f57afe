import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eraseUploadPath } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { eraseUpload } from '../content/erasure';
import { answers } from '../content/routeSchemas';
import { ok } from '../services/envelope';

/** `DELETE /admin/uploads/<file name>`: erases a stored file for good (content/erasure.ts). */
export default async function uploadRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.delete(
    eraseUploadPath(':name'),
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
