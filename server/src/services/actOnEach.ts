import { BULK_NO_IDS, type BulkAnswer, type BulkOutcome } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ItemWrite } from '../plugins/app/audit';
import { HttpError, badRequest } from './httpErrors';

/** Said for an item whose action failed unexpectedly (logged); the other items still go on. */
const ITEM_FAILED = 'Something went wrong with this item: try it again by itself.';

/**
 * A write on many items (a bulk action): `act` runs for each id in turn, as that item's own write
 * would (its checks, its transaction), and answers how to record it; each one done is recorded in
 * the audit log by itself. A refusal (an HttpError: 403, 404, 409) is that id's outcome and does
 * not stop the others. Ids sent twice are acted on once.
 */
export async function actOnEach(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly string[],
  act: (id: string) => Promise<ItemWrite>,
): Promise<BulkAnswer> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw badRequest(BULK_NO_IDS);
  const outcomes: BulkOutcome[] = [];
  // One after another: each item's write takes its own locks, as its single action does.
  for (const id of unique) {
    const record = await app.audit.eachItem(request, id);
    try {
      await record(await act(id));
      outcomes.push({ _id: id, done: true, status: 200 });
    } catch (error) {
      if (error instanceof HttpError) {
        outcomes.push({ _id: id, done: false, status: error.statusCode, error: error.message });
        continue;
      }
      request.log.error({ err: error, id }, 'A bulk action failed on one item');
      outcomes.push({ _id: id, done: false, status: 500, error: ITEM_FAILED });
    }
  }
  return { outcomes };
}
