import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { auditCsvQuery, auditPage, auditQuery, failureEnvelope, staffPaths } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers } from '../content/routeSchemas';
import type { AuditFilter } from '../repositories/auditLog';
import { ok } from '../services/envelope';
import { badRequest } from '../services/httpErrors';
import { csvFileName, spreadsheetCsv } from '../services/spreadsheetCsv';

const PAGE_SIZE = 50;
/** What one download holds at the most: a year of a busy site's staff. */
const CSV_MAX_ROWS = 100_000;

/** A time the filters were given, or a 400 naming the field. */
function timeOf(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime()))
    throw badRequest(`${field} must be a date or a time (ISO 8601), e.g. 2026-11-26.`);
  return time;
}

function filterOf(query: { account?: string; action?: string; from?: string; to?: string }): AuditFilter {
  return {
    account: query.account || undefined,
    action: query.action || undefined,
    from: timeOf(query.from, 'from'),
    to: timeOf(query.to, 'to'),
  };
}

/** The audit log (owner): newest first, filtered by account, action and time, 50 a page, or all as CSV. */
export default async function auditRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    staffPaths.audit,
    {
      config: { access: 'admin' },
      schema: {
        querystring: auditQuery,
        response: answers(auditPage),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { entries, total } = await app.audit.list(filterOf(request.query), {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return ok({ entries, total, page, pageSize: PAGE_SIZE });
    },
  );

  app.get(
    staffPaths.auditCsv,
    {
      config: { access: 'admin', audit: 'audit log downloaded' },
      schema: {
        querystring: auditCsvQuery,
        response: { 200: Type.String(), '4xx': failureEnvelope },
      },
    },
    async (request, reply) => {
      const { entries } = await app.audit.list(filterOf(request.query), { limit: CSV_MAX_ROWS, offset: 0 });
      const csv = spreadsheetCsv(
        ['When', 'Who', 'Action', 'What', 'Record', 'From', 'What happened'],
        entries.map((entry) => [
          entry.at,
          entry.accountName,
          entry.action,
          entry.path,
          entry.recordId,
          entry.address,
          entry.sentence,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('activity', app.now())}"`)
        .send(csv);
    },
  );
}
