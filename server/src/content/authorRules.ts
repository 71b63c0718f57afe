import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import { type ContentItem, findItem } from '../repositories/contentItems';
import { forbidden } from '../services/httpErrors';
import { EVERY_ROLE } from '../services/roles';

export const AUTHOR_CANNOT_PUBLISH =
  'An author’s post waits as a draft: an editor or the owner publishes or schedules it.';
export const AUTHOR_OWN_ONLY = 'Authors can change only their own posts.';
export const AUTHOR_PUBLISHED =
  'This post is published: save your changes with Save draft, and an editor or the owner publishes them.';
export const AUTHOR_SCHEDULED =
  'This post is scheduled: save your changes with Save draft, and an editor or the owner publishes them.';

/** Whether a request is an author's change (reads and other roles pass every author rule). */
export const isAuthorsChange = (request: FastifyRequest) =>
  request.admin?.role === 'author' && request.method !== 'GET';

/**
 * Refuses an author's change of an item that is not theirs, and of one visitors see, or will see
 * at its time (a scheduled one), unless the change goes through a draft: nothing an author does
 * shows to visitors before an editor says so.
 */
export function checkAuthorsItem(request: FastifyRequest, item: ContentItem, { throughDraft = false } = {}) {
  if (item.createdBy !== request.admin?._id) throw forbidden(AUTHOR_OWN_ONLY);
  if (throughDraft) return;
  if (item.status === 'published') throw forbidden(AUTHOR_PUBLISHED);
  if (item.status === 'scheduled') throw forbidden(AUTHOR_SCHEDULED);
}

/** Makes the routes registered in `scope` open to authors too, held to `rules` (a preHandler). */
export function admitAuthors(scope: FastifyInstance, rules: preHandlerHookHandler): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: EVERY_ROLE };
  });
  scope.addHook('preHandler', rules);
}

/**
 * What an author may do with a list written by authors (the blogs): add items, always as drafts;
 * read the list; and change, draft or delete only their own items, those visitors see only
 * through a draft. Nothing an author does publishes or schedules.
 */
export function authorRules(
  app: FastifyInstance,
  list: { path: string; section: string; collection: string },
): preHandlerHookHandler {
  const listRoute = `${API_PREFIX}${list.path}`;
  return async (request) => {
    if (!isAuthorsChange(request)) return;
    const route = (request.routeOptions.url ?? '').slice(listRoute.length);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (route.endsWith('/publish') || (body.status !== undefined && body.status !== 'draft')) {
      throw forbidden(AUTHOR_CANNOT_PUBLISH);
    }
    if (route === '') {
      body.status = 'draft';
      return;
    }
    const { id } = request.params as { id?: string };
    const item = id && (await findItem(app.db, list.section, list.collection, id, { unpublished: true }));
    // Without an item the route answers its own 404. Deleting one's own post, and its drafts, are
    // not changes visitors see.
    if (item) {
      const writesItem = (route === '/:id' && request.method === 'PUT') || route.endsWith('/restore');
      checkAuthorsItem(request, item, { throughDraft: !writesItem });
    }
  };
}
