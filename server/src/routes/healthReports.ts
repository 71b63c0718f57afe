import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { HEALTH_REPORT_MAX_BYTES, HEALTH_REPORT_PATH, healthReport } from '@academy/contracts';
import { tooManyRequests } from '../services/httpErrors';

/** The per-client limit's bucket, and its allowance: a reader who opens a page every half second. */
const HEALTH_REPORT_LIMIT = 'health-reports';
const REPORTS_PER_MINUTE = 120;

/**
 * Where every page view sends its one health report (navigator.sendBeacon, from the start
 * script): public, and nothing in it is about the visitor. No cookie is read or set, the path is
 * checked and dropped, and only the counts per remote, release and arm are kept (app.health).
 * A remote the site does not have is left out rather than refused: a page opened before a
 * section was removed still counts for the others. A beacon's string body comes as
 * `text/plain;charset=UTF-8`, so JSON is taken as text/plain as well as application/json; a body
 * over 2 KB, one that is not JSON, or a report of any other shape is refused with a sentence
 * (413, 400) and counts nothing.
 */
export default async function healthReportRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  // Strictly: a property of another name or a number sent as text is refused, not mended.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  // Counted before the body is read, as the other public writes are, but with an allowance of its
  // own: page views come far more often than forms.
  const perClient: onRequestAsyncHookHandler = async (request) => {
    const decision = await app.limits.consume(
      HEALTH_REPORT_LIMIT,
      request.client,
      REPORTS_PER_MINUTE,
      60_000,
    );
    if (!decision.allowed) throw tooManyRequests('Too many health reports.', decision.retryAfterMs);
  };

  app.post(
    HEALTH_REPORT_PATH,
    {
      schema: { body: healthReport },
      bodyLimit: HEALTH_REPORT_MAX_BYTES,
      config: { access: 'public' },
      onRequest: perClient,
    },
    async (request, reply) => {
      app.health.record(request.body);
      return reply.code(204).send();
    },
  );
}
