import {
  AUTHOR_CANNOT_PUBLISH,
  type FastifyInstance,
  checkAuthorsItem,
  findItem,
  forbidden,
  isAuthorsChange,
} from '@academy/server/kit';
import type { preHandlerHookHandler } from 'fastify';
import blog from '../section';
import { findDetail } from './blogDetails';

/**
 * An author writes the detailed content of their own posts: freely while a post is a draft; once
 * it is scheduled or published, only drafts of its texts, which an editor publishes.
 */
export function authorsDetails(app: FastifyInstance, detailedPath: string): preHandlerHookHandler {
  return async (request) => {
    if (!isAuthorsChange(request)) return;
    const route = (request.routeOptions.url ?? '').split(detailedPath)[1] ?? '';
    if (route.endsWith('/publish')) throw forbidden(AUTHOR_CANNOT_PUBLISH);
    const { id } = request.params as { id?: string };
    const blogId = id
      ? (await findDetail(app.db, id))?.blogId
      : String((request.body as Record<string, unknown> | undefined)?.blogId ?? '').trim();
    const post =
      blogId &&
      (await findItem(app.db, blog.key, blog.lists.blogs.collection, blogId, { unpublished: true }));
    if (post) checkAuthorsItem(request, post, { throughDraft: route.endsWith('/draft') });
  };
}
