import { revisionTag } from '@academy/contracts';
import type { FastifyInstance, preSerializationHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer of one record with its revision (a record, a slot, a list item, a blog's detailed
 * content; their saves, publishes and restores) carries it as its ETag too, which a write sends
 * back in If-Match. The read cache keeps a route's own ETag.
 */
const tagRevision: preSerializationHookHandler<unknown> = async (_request, reply, payload) => {
  const etag = revisionEtagOf(payload);
  if (etag) reply.header('etag', etag);
  return payload;
};

/** The ETag of an answer of one record: its revision; none for any other answer. */
export function revisionEtagOf(payload: unknown): string | undefined {
  const data = (payload as { data?: { revision?: unknown } | null } | null)?.data;
  return typeof data?.revision === 'string' ? revisionTag(data.revision) : undefined;
}

async function revisionTagsPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', tagRevision);
}

export default fp(revisionTagsPlugin, { name: 'revision-tags' });
