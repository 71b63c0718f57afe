import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { purgedTrashItem, restoredTrashItem, trashEntry, trashPaths } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers, idParams } from '../content/routeSchemas';
import { ok } from '../services/envelope';

/** The trash (admin only): the deleted list items, newest first; restore one, or delete it for good. */
export default async function trashRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    trashPaths.list,
    { config: { access: 'admin' }, schema: { response: answers(Type.Array(trashEntry)) } },
    async () => ok(await app.trash.list()),
  );
  app.post(
    trashPaths.restore(':id'),
    { schema: { params: idParams, response: answers(restoredTrashItem) } },
    async (request) => ok(await app.trash.restore(request.params.id)),
  );
  app.delete(
    trashPaths.item(':id'),
    { schema: { params: idParams, response: answers(purgedTrashItem) } },
    async (request) => {
      await app.trash.purge(request.params.id);
      return ok({ _id: request.params.id });
    },
  );
}
