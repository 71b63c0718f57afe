import { revisionTag } from '@academy/contracts';
import type { FastifyInstance, preSerializationHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer of one record with its revision (a record, a slot, a list item, a blog's detailed
 * content; their saves, publishes and restores) carries it as its ETag too, which a write sends
 * back in If-Match. The read cache keeps a route's own ETag.
 */
const tagRevision: preSerializationHookHandler<unknown> = async (_request, reply, payload) => {
  const data = (payload as { success?: unknown; data?: { revision?: unknown } } | null)?.data;
  if (typeof data?.revision === 'string') reply.header('etag', revisionTag(data.revision));
  return payload;
};

async function revisionTagsPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', tagRevision);
}

export default fp(revisionTagsPlugin, { name: 'revision-tags' });
