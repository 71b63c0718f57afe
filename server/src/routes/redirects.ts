import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_AREA_PATH,
  PAGE_STATE_PATH,
  REDIRECT_STATUSES,
  type RedirectBody,
  UPLOADS_PATH,
  redirect,
  redirectBody,
  redirectPaths,
} from '@academy/contracts';
import { answers, idParams } from '../content/routeSchemas';
import type { Db } from '../db/database';
import { RELEASES_PATH } from '../plugins/app/serving/releases';
import {
  type RedirectRow,
  type RedirectRule,
  deleteRedirect,
  findRedirect,
  insertRedirect,
  listRedirects,
  updateRedirect,
} from '../repositories/redirects';
import { ok } from '../services/envelope';
import { badRequest, conflict, notFound } from '../services/httpErrors';
import { sitePath } from '../services/urls';

/** Addresses the server answers itself, never pages: no redirect may be from them. */
const NOT_PAGES = ['/v1', ADMIN_AREA_PATH, UPLOADS_PATH, '/remotes', RELEASES_PATH, PAGE_STATE_PATH];
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const FROM_RULE = 'from must be a path of this site, such as /old-page (no ?query or #part).';
const TO_RULE = 'to must be a path of this site, such as /new-page, or an https: address.';
const STATUS_RULE = `status must be ${REDIRECT_STATUSES.join(' (moved for good) or ')} (moved for now).`;
/** redirectPaths.item's route (its id a parameter, not an encoded ':id'). */
const ITEM_ROUTE = `${redirectPaths.list}/:id`;
const missing = () => notFound('There is no redirect with that id.');

const answerOf = (row: RedirectRow) => ({
  _id: row.id,
  from: row.fromPath,
  to: row.toTarget,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
});

/** The path a site path or URL names, as a request for it reads (percent-encoded), with its query and part. */
const parsedPath = (path: string) => new URL(path, 'http://site');

/**
 * The redirects (editors and owners): GET lists them, POST adds one, PUT changes one, DELETE
 * removes one. `from` is a path of this site that is no page (a redirect never hides one) and no
 * address the server answers itself; `to` a path of this site or an https: URL; status 301 or
 * 302; a redirect that would lead back to its own `from` is refused, each with a sentence. The
 * pages answer a redirect's `from` with it (see serving/pages.ts); a changed slug adds one by
 * itself (content/itemSlugs.ts).
 */
export default async function redirectRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const publicOrigin = new URL(app.config.publicUrl).origin;

  async function checkedFrom(value: string): Promise<string> {
    const path = sitePath(value.trim());
    if (path === undefined) throw badRequest(FROM_RULE);
    const { pathname, search, hash } = parsedPath(path);
    if (search || hash) throw badRequest(FROM_RULE);
    const own = NOT_PAGES.find((prefix) => under(pathname, prefix));
    if (own) throw badRequest(`from cannot be below ${own}: the site answers those addresses itself.`);
    const { pages } = await app.siteAddresses.now();
    if (pages.has(pathname) || app.hasRoute({ method: 'GET', url: pathname })) {
      throw badRequest(`A page exists at ${pathname}: a redirect from it would hide it.`);
    }
    return pathname;
  }

  function checkedTo(value: string): string {
    const to = value.trim();
    if (to.startsWith('/')) {
      const path = sitePath(to);
      if (path === undefined) throw badRequest(TO_RULE);
      return path;
    }
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      throw badRequest(TO_RULE);
    }
    if (url.protocol !== 'https:') throw badRequest(TO_RULE);
    return url.href;
  }

  /** The path of this site `to` leads to (an https: URL of the site's own address too), if any. */
  function pathOf(to: string): string | undefined {
    if (to.startsWith('/')) return parsedPath(to).pathname;
    const url = new URL(to);
    return url.origin === publicOrigin ? url.pathname : undefined;
  }

  /** Refuses a rule whose `to`, followed through the other redirects, comes back to its `from`. */
  async function refuseLoop(tx: Db, rule: RedirectRule, id?: string) {
    const others = new Map(
      (await listRedirects(tx)).filter((row) => row.id !== id).map((row) => [row.fromPath, row.toTarget]),
    );
    const steps = [rule.fromPath];
    for (let to: string | undefined = rule.toTarget; to !== undefined; to = others.get(steps.at(-1)!)) {
      const path = pathOf(to);
      if (path === undefined) return;
      steps.push(path);
      if (path === rule.fromPath || steps.indexOf(path) < steps.length - 1) {
        throw badRequest(`This redirect would loop: ${steps.join(' → ')}. Point it elsewhere.`);
      }
    }
  }

  /** A write's rule, checked, in a transaction that holds the redirects' lock (one write at a time). */
  async function write(
    body: RedirectBody,
    store: (tx: Db, rule: RedirectRule) => Promise<RedirectRow | undefined>,
    id?: string,
  ) {
    if (!(REDIRECT_STATUSES as readonly number[]).includes(body.status)) throw badRequest(STATUS_RULE);
    const rule = {
      fromPath: await checkedFrom(body.from),
      toTarget: checkedTo(body.to),
      status: body.status,
    };
    const row = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('redirects'))`);
      const taken = (await listRedirects(tx)).find(
        (other) => other.fromPath === rule.fromPath && other.id !== id,
      );
      if (taken) throw conflict(`There is a redirect from ${rule.fromPath} already; change that one.`);
      await refuseLoop(tx, rule, id);
      return store(tx, rule);
    });
    if (!row) throw missing();
    return answerOf(row);
  }

  app.get(
    redirectPaths.list,
    { config: { access: 'admin' }, schema: { response: answers(Type.Array(redirect)) } },
    async () => ok((await listRedirects(app.db)).map(answerOf)),
  );

  app.post(
    redirectPaths.list,
    { schema: { body: redirectBody, response: answers(redirect) } },
    async (request) => ok(await write(request.body, insertRedirect)),
  );

  app.put(
    ITEM_ROUTE,
    { schema: { params: idParams, body: redirectBody, response: answers(redirect) } },
    async (request) => {
      const { id } = request.params;
      if (!(await findRedirect(app.db, id))) throw missing();
      return ok(await write(request.body, (tx, rule) => updateRedirect(tx, id, rule, app.now()), id));
    },
  );

  app.delete(ITEM_ROUTE, { schema: { params: idParams, response: answers(redirect) } }, async (request) => {
    const removed = await deleteRedirect(app.db, request.params.id);
    if (!removed) throw missing();
    return ok(answerOf(removed));
  });
}
