import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { answers, idParams } from '../content/routeSchemas';
import { ok } from '../services/envelope';

export const TRASH_PATH = '/trash';

const entry = Type.Object({
  _id: Type.String(),
  section: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  deletedAt: Type.String(),
  by: Type.String(),
});
/** A restored item answers as its own list does, whichever list that is. */
const restoredItem = Type.Object({ _id: Type.String() }, { additionalProperties: true });

/** The trash (admin only): the deleted list items, newest first; restore one, or delete it for good. */
export default async function trashRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    TRASH_PATH,
    { config: { access: 'admin' }, schema: { response: answers(Type.Array(entry)) } },
    async () => ok(await app.trash.list()),
  );
  app.post(
    `${TRASH_PATH}/:id/restore`,
    { schema: { params: idParams, response: answers(restoredItem) } },
    async (request) => ok(await app.trash.restore(request.params.id)),
  );
  app.delete(
    `${TRASH_PATH}/:id`,
    { schema: { params: idParams, response: answers(Type.Object({ _id: Type.String() })) } },
    async (request) => {
      await app.trash.purge(request.params.id);
      return ok({ _id: request.params.id });
    },
  );
}
