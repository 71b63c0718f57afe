import { Type } from '@sinclair/typebox';
import { failureEnvelope, successEnvelope } from '@academy/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATABASE_NOT_READY } from '../plugins/app/database';
import { failure, ok } from '../services/envelope';

/**
 * For load balancers and the start scripts: 200 once serving with a working database. The
 * database's time limits make a frozen database a 503 within seconds, not a hanging check.
 */
const HEALTH_ANSWERS = {
  200: successEnvelope(Type.Object({ database: Type.Literal('ok') })),
  503: failureEnvelope,
};

export default async function healthRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/healthz', { schema: { response: HEALTH_ANSWERS } }, async (request, reply) => {
    if (!app.database.ready) return reply.code(503).send(failure(DATABASE_NOT_READY));
    try {
      await app.db.execute(sql`SELECT 1`);
      return ok({ database: 'ok' as const });
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database query failed');
      return reply.code(503).send(failure('The database is not answering.'));
    }
  });
}
