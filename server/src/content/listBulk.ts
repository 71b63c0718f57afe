import { type ListBulkAction, bulkAnswer, listBulkBody, listBulkPath, publishPath } from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import type { ItemWrite } from '../plugins/app/audit';
import { auditSummary } from '../plugins/app/auditSubjects';
import { type ContentItem, findItem } from '../repositories/contentItems';
import { findDraft } from '../repositories/contentDrafts';
import { actOnEach } from '../services/actOnEach';
import { ok } from '../services/envelope';
import { conflict, forbidden } from '../services/httpErrors';
import { AUTHOR_CANNOT_PUBLISH, checkAuthorsItem, isAuthorsChange } from './authorRules';
import { assertDraftPictureDescribed } from './drafts';
import type { ListRouteParts, itemPublisher } from './registerContentList';
import { itemRevisionKey, savedBy } from './revisions';
import { answers } from './routeSchemas';

/** Who acts (as the list's writes take it). */
type WrittenBy = ReturnType<typeof savedBy>;

/** An item's write in the audit's words, as its own route's entry says it. */
const itemWords =
  (action: string, method: string, below: string) =>
  (subject: string): string =>
    auditSummary(action, method, { subject, shape: 'item', below, link: '' });

/** The author rules of each action, item by item, as the item's own routes hold authors to them. */
function checkAuthor(request: FastifyRequest, action: ListBulkAction, item: ContentItem) {
  if (!isAuthorsChange(request)) return;
  if (action === 'publish') throw forbidden(AUTHOR_CANNOT_PUBLISH);
  // Moving one's own post to the trash is no change visitors see before an editor says so.
  checkAuthorsItem(request, item, { throughDraft: action === 'trash' });
}

/**
 * `POST <list path>/bulk` `{ action, ids }` (issue 32, item 4): publishes, moves to draft or moves
 * to the trash each item chosen, through the list's own writes (a publish's draft, its picture
 * check and revision; the trash's files), each checked against the caller's role (an author's
 * own drafts only) and recorded in the audit log by itself. Answers the outcome of each id.
 */
export function registerListBulk(
  { app, section, options, list }: ListRouteParts,
  publish: ReturnType<typeof itemPublisher>,
): void {
  const { path, collection, itemName, imageField } = options;
  const itemPath = (id: string) => `${path}/${id}`;

  const actions: Record<ListBulkAction, (item: ContentItem, by: WrittenBy) => Promise<ItemWrite>> = {
    async publish(item, by) {
      const key = itemRevisionKey(section, collection, item.id);
      if (item.status === 'published' && !(await findDraft(app.db, key))) {
        throw conflict(`This ${itemName} is published already, with no draft waiting.`);
      }
      if (imageField) await assertDraftPictureDescribed(app, { key, current: item.fields }, imageField);
      await publish(item.id, by);
      return {
        action: 'publish',
        path: publishPath(itemPath(item.id)),
        summary: itemWords('publish', 'POST', '/publish'),
      };
    },
    async draft(item, by) {
      if (item.status === 'draft') throw conflict(`This ${itemName} is a draft already.`);
      await list.update(item.id, { by, state: { status: 'draft', publishAt: null } });
      return { action: 'save', path: itemPath(item.id), summary: (subject) => `moved ${subject} to draft` };
    },
    async trash(item, by) {
      if (!(await app.trash.put(section, collection, item.id, by))) throw list.missing();
      return { action: 'delete', path: itemPath(item.id), summary: itemWords('delete', 'DELETE', '') };
    },
  };

  app.post(
    listBulkPath(path),
    { config: { auditsItself: true }, schema: { body: listBulkBody, response: answers(bulkAnswer) } },
    async (request) => {
      const { action, ids } = request.body;
      const by = savedBy(request);
      const answer = await actOnEach(app, request, ids, async (id) => {
        const item = await findItem(app.db, section, collection, id, { unpublished: true });
        if (!item) throw list.missing();
        checkAuthor(request, action, item);
        return actions[action](item, by);
      });
      // As a publish does: preview links show what was a draft, and end once it is published.
      if (action === 'publish' && answer.outcomes.some((outcome) => outcome.done))
        await app.previews.endAll();
      return ok(answer);
    },
  );
}
