import type { AuditEntry } from '@academy/contracts';
import { API_PREFIX, staffPaths } from '@academy/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  type AuditFilter,
  type NewAuditEntry,
  deleteAuditEntriesBefore,
  insertAuditEntry,
  listAuditEntries,
} from '../../repositories/auditLog';
import { sentenceOf } from '../../services/auditSentences';
import { accessOf, readsOnly } from './auth';
import { type AuditTarget, auditSummary, auditTargetOf, listItemName } from './auditSubjects';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read that is recorded all the same (an export of the contact messages: 'export'). */
    audit?: string;
    /**
     * A write the log does not take from its route: a bulk action records each item's write by
     * itself (`audit.eachItem`), an editor's presence heartbeat nothing (it changes no content).
     */
    auditsItself?: boolean;
  }
  interface FastifyRequest {
    /** What the write names, read before it runs (a record deleted for good has no name after). */
    auditTargetBefore?: AuditTarget;
  }
  interface FastifyInstance {
    audit: {
      /** Records what someone did; never a password, token, code or a visitor's message. */
      record(entry: Omit<NewAuditEntry, 'at'>): Promise<void>;
      list(
        filter: AuditFilter,
        page: { limit: number; offset: number },
      ): Promise<{ entries: AuditEntry[]; total: number }>;
      /** Removes the entries older than a year (hourly, and at start). */
      purgeExpired(): Promise<void>;
      /**
       * For a write on many items: names list item `id` now (before its write: one deleted for good
       * has no name after), and answers how to record its write once done, as its own write would be.
       */
      eachItem(request: FastifyRequest, id: string): Promise<(write: ItemWrite) => Promise<void>>;
    };
  }
}

/** One item's write in a write on many, as its own write is recorded. */
export interface ItemWrite {
  action: string;
  /** The item's own route, below the API prefix ('/blog/blogs/<id>/publish'). */
  path: string;
  /** What was done, in words after the author's name, given the item's name ('published the blog post "Kata"'). */
  summary: (subject: string) => string;
  /** The screen the entry links to, when not the item's editor (the trash, for an item deleted for good). */
  link?: string;
}

/** The audit log keeps a year. */
const KEPT_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** What the writes to accounts and invitations did, by method and route. */
const ACCOUNT_ACTIONS: Readonly<Record<string, string>> = {
  [`POST ${staffPaths.invitations}`]: 'invitation sent',
  [`DELETE ${staffPaths.invitations}/:id`]: 'invitation withdrawn',
  [`PUT ${staffPaths.settings}`]: 'two-factor requirement changed',
  [`PUT ${staffPaths.users}/:id`]: 'role changed',
  [`DELETE ${staffPaths.users}/:id`]: 'account removed',
  [`POST ${staffPaths.password}`]: 'password changed',
  [`DELETE ${staffPaths.sessions}`]: 'other sessions ended',
  [`DELETE ${staffPaths.sessions}/:id`]: 'session ended',
  [`POST ${staffPaths.twoFactorSetup}`]: 'two-factor setup started',
  [`POST ${staffPaths.twoFactorEnable}`]: 'two-factor turned on',
  [`POST ${staffPaths.twoFactorDisable}`]: 'two-factor turned off',
  'POST /auth/logout': 'sign-out',
};

/** A refused call (403): the account, the route and, as its record, the account's role. */
export const ACCESS_REFUSED = 'access refused';

/** What a write did, by its route: the action the log files it under. */
export function actionOf(method: string, route: string): string {
  const named = ACCOUNT_ACTIONS[`${method} ${route}`];
  if (named) return named;
  if (route.endsWith('/restore')) return 'restore';
  if (route.endsWith('/publish')) return 'publish';
  if (route.startsWith('/users/invitations')) return 'invitation';
  if (route.startsWith('/users')) return 'account';
  if (route.startsWith('/ops/remotes')) return 'registry';
  if (route.startsWith('/auth/')) return 'account';
  return method === 'DELETE' ? 'delete' : 'save';
}

/** The record a request names: its path below the API prefix (no query), and its id if any. */
function recordOf(request: FastifyRequest) {
  const params = (request.params ?? {}) as Record<string, string>;
  return {
    path: request.url.split('?')[0].slice(API_PREFIX.length),
    recordId: params.id ?? params.blogId ?? params.position ?? '',
  };
}

/**
 * The audit log: every admin write that succeeded (saves, deletes, restores, publishes, each change
 * of an account or invitation by its own action, the remote registry, sign-outs) is recorded
 * before it is answered, with who, when, what (the record's path and id) and from where, and so
 * are the reads that say so (exports, the audit log's own download) and every call refused with a
 * 403 to a signed-in account (its role as the record); sign-ins, wrong current passwords and wrong
 * codes record themselves. Only paths and ids are kept: never a body. Kept a year.
 */
async function auditPlugin(app: FastifyInstance) {
  const definitions = () => app.sections.map((section) => section.definition);
  const audit = {
    async record(entry: Omit<NewAuditEntry, 'at'>) {
      await insertAuditEntry(app.db, { ...entry, at: app.now() });
    },
    async list(filter: AuditFilter, page: { limit: number; offset: number }) {
      const { rows, total } = await listAuditEntries(app.db, filter, page);
      return {
        total,
        entries: rows.map(({ id, at, summary, ...row }) => ({
          _id: id,
          at: at.toISOString(),
          ...row,
          sentence: sentenceOf({ ...row, summary }),
        })),
      };
    },
    purgeExpired: () => deleteAuditEntriesBefore(app.db, new Date(app.now().getTime() - KEPT_DAYS * DAY_MS)),
    async eachItem(request: FastifyRequest, id: string) {
      const named = await listItemName(app, definitions(), id);
      return (write: ItemWrite) =>
        audit.record({
          accountId: request.admin?._id ?? '',
          accountName: request.admin?.name ?? '',
          action: write.action,
          path: write.path,
          recordId: id,
          address: request.client,
          ...(named && {
            summary: write.summary(named.subject),
            subject: named.subject,
            link: write.link ?? named.link,
          }),
        });
    },
  };
  app.decorate('audit', audit);

  /** Records a refused call (403) of a signed-in account, or an admin call that succeeded. */
  async function recordAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload?: unknown,
  ): Promise<void> {
    if (reply.statusCode === 403 && request.admin) {
      await audit.record({
        accountId: request.admin._id,
        accountName: request.admin.name,
        action: ACCESS_REFUSED,
        path: recordOf(request).path,
        recordId: request.admin.role,
        address: request.client,
      });
      return;
    }
    if (reply.statusCode >= 400) return;
    const { config, url } = request.routeOptions;
    const route = (url ?? '').slice(API_PREFIX.length);
    const action = config.audit ?? actionOf(request.method, route);
    const target = (await auditTargetOf(app, definitions(), request, payload)) ?? request.auditTargetBefore;
    await audit.record({
      accountId: request.admin?._id ?? '',
      accountName: request.admin?.name ?? (request.routeOptions.config.deployToken ? 'deploy token' : ''),
      action,
      ...recordOf(request),
      address: request.client,
      ...(target && {
        summary: auditSummary(action, request.method, target),
        subject: target.subject,
        link: target.link,
      }),
    });
  }
  const recordDone: onSendHookHandler = async (request, reply, payload) => {
    await recordAnswer(request, reply, payload);
    return payload;
  };
  const nameBefore: preHandlerHookHandler = async (request) => {
    request.auditTargetBefore = await auditTargetOf(app, definitions(), request);
  };
  // A read is recorded when it is refused, or when it says so (an export).
  const recordRefused: onSendHookHandler = async (request, reply, payload) => {
    if (reply.statusCode === 403) await recordAnswer(request, reply);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (accessOf(route) !== 'admin') return;
    const reads = (readsOnly(route) && !route.config?.audit) || route.config?.auditsItself;
    route.onSend = [reads ? recordRefused : recordDone, ...[route.onSend ?? []].flat()];
    if (!reads) route.preHandler = [nameBefore, ...[route.preHandler ?? []].flat()];
  });

  app.repeatInBackground('Could not purge the audit log', PURGE_INTERVAL_MS, audit.purgeExpired, {
    atStart: true,
  });
}

export default fp(auditPlugin, {
  name: 'audit',
  dependencies: ['database', 'clock', 'auth', 'background-tasks', 'sections'],
});
