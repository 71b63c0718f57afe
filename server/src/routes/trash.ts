import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type TrashBulkAction,
  bulkAnswer,
  purgedTrashItem,
  restoredTrashItem,
  trashBulkBody,
  trashEntry,
  trashPaths,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { savedBy, writeBy } from '../content/revisions';
import { answers, idParams } from '../content/routeSchemas';
import type { ItemWrite } from '../plugins/app/audit';
import { TRASH_SCREEN, auditSummary } from '../plugins/app/auditSubjects';
import { actOnEach } from '../services/actOnEach';
import { ok } from '../services/envelope';

/** An item's restore or purge in the audit's words, as its own route's entry says it. */
const trashWords = (below: string) => (subject: string) =>
  auditSummary('', '', { subject, shape: 'trash', below, link: '' });

/**
 * The trash (admin only): the deleted list items, newest first; restore one, or delete it for
 * good (each from the revision its If-Match names, when it names one); or many at once (`/trash/bulk`, each id by itself, its outcome answered, each recorded).
 */
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
    async (request) => ok(await app.trash.restore(request.params.id, writeBy(request))),
  );
  app.delete(
    trashPaths.item(':id'),
    { schema: { params: idParams, response: answers(purgedTrashItem) } },
    async (request) => {
      await app.trash.purge(request.params.id, writeBy(request));
      return ok({ _id: request.params.id });
    },
  );

  /** Each id's write by `by`: one If-Match cannot name the revisions of many, so none is checked. */
  const actions = (by: string): Record<TrashBulkAction, (id: string) => Promise<ItemWrite>> => ({
    async restore(id) {
      await app.trash.restore(id, { by });
      return { action: 'restore', path: trashPaths.restore(id), summary: trashWords('/restore') };
    },
    async delete(id) {
      await app.trash.purge(id, { by });
      return { action: 'delete', path: trashPaths.item(id), summary: trashWords(''), link: TRASH_SCREEN };
    },
  });
  app.post(
    trashPaths.bulk,
    { config: { auditsItself: true }, schema: { body: trashBulkBody, response: answers(bulkAnswer) } },
    async (request) => {
      const { action, ids } = request.body;
      return ok(await actOnEach(app, request, ids, actions(savedBy(request))[action]));
    },
  );
}
