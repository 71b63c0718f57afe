import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { HEALTH_REPORT_MAX_BYTES, HEALTH_REPORT_PATH, healthReport } from '@academy/contracts';
import { forbidden, tooManyRequests } from '../services/httpErrors';
import { isElsewhere, sentFrom } from '../services/sentFrom';
import { httpOrigin } from '../services/urls';

/** The per-client limit's bucket, and its allowance: a reader who opens a page every half second. */
const HEALTH_REPORT_LIMIT = 'health-reports';
const REPORTS_PER_MINUTE = 120;
const FOREIGN = 'A health report can be sent only from the pages of this site.';

/**
 * Where every page view sends its one health report (navigator.sendBeacon, from the start
 * script): public, and nothing in it is about the visitor. No cookie is read or set, the path is
 * checked and dropped, and only the counts per remote, release and arm are kept (app.health).
 * A remote the site does not have is left out rather than refused: a page opened before a
 * section was removed still counts for the others. A beacon's string body comes as
 * `text/plain;charset=UTF-8`, so JSON is taken as text/plain as well as application/json; a body
 * over 2 KB, one that is not JSON, a report of any other shape, or one sent from another site's
 * page is refused with a sentence (413, 400, 403) and counts nothing.
 */
export default async function healthReportRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  // Strictly: a property of another name or a number sent as text is refused, not mended.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  // Another site's page cannot skew this site's figures (or trip its canaries' rollback): a report
  // whose Origin names another site is refused before anything is counted. Only the Origin: a
  // browser names it on every beacon, while a Referer alone may be a tool's, or trimmed by policy.
  const publicOrigin = httpOrigin(app.config.publicUrl);
  const refuseForeign: onRequestHookHandler = (request, _reply, done) => {
    const from = request.headers.origin === undefined ? undefined : sentFrom(request);
    done(isElsewhere(request, from, publicOrigin) ? forbidden(FOREIGN) : undefined);
  };

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
      onRequest: [refuseForeign, perClient],
    },
    async (request, reply) => {
      app.health.record(request.body);
      return reply.code(204).send();
    },
  );
}
