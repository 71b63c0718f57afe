import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRESENCE_EXPIRY_MS, presenceAnswer, presenceBody, presencePaths } from '@academy/contracts';
import { answers } from '../content/routeSchemas';
import { deletePresenceBefore, markGone, markPresent, othersPresent } from '../repositories/editorPresence';
import { ok } from '../services/envelope';

/** The signed-in account (every presence route is an admin route: the auth guard has found it). */
const accountOf = (request: FastifyRequest) => request.admin?._id ?? '';

/**
 * Who else is here (issue 32, item 2): `POST /presence { record }` is an open editor's heartbeat,
 * answered with the other staff members who have the same record open; `DELETE /presence?record=`
 * says the editor closed. Kept in a table, so every server instance sees everyone; the server's clock decides who
 * is gone (PRESENCE_EXPIRY_MS after their last heartbeat). Heartbeats are not audited: they
 * change no content.
 */
export default async function presenceRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auditsItself: true };

  app.post(
    presencePaths.presence,
    { config, schema: { body: presenceBody, response: answers(presenceAnswer) } },
    async (request) => {
      const now = app.now();
      const since = new Date(now.getTime() - PRESENCE_EXPIRY_MS);
      const { record } = request.body;
      await markPresent(app.db, record, accountOf(request), now);
      // Each heartbeat clears the expired ones: the table holds only the staff at work now.
      await deletePresenceBefore(app.db, since);
      const others = await othersPresent(app.db, record, accountOf(request), since);
      return ok({ others: others.map(({ name, seenAt }) => ({ name, seenAt: seenAt.toISOString() })) });
    },
  );

  app.delete(
    presencePaths.presence,
    { config, schema: { querystring: presenceBody, response: answers(Type.Null()) } },
    async (request) => {
      await markGone(app.db, request.query.record, accountOf(request));
      return ok(null);
    },
  );
}
