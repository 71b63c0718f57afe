import type { SectionList } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentItem, findItem, listItems } from '../repositories/contentItems';
import { draftsBelow } from '../repositories/contentDrafts';
import { type ContentView, seesUnpublished } from '../plugins/app/previews';
import { revisionsOf } from './conflicts';
import type { ListStorage } from './listStorage';

/** The list's reads: visitors see what is published, staff and previews what their view covers. */
export function listReads(app: FastifyInstance, options: SectionList, storage: ListStorage) {
  const { section, collection, owner, keyOf, missing, toRecord, slugs } = storage;
  /** Whether `sees` covers this item's unpublished state and draft (an author's: their own). */
  const covers = (sees: ContentView, item: ContentItem) =>
    seesUnpublished(sees, item, options.writtenByAuthors === true);
  /** A preview's read sees each item's draft in its place, of the items its view covers. */
  const withDraftsApplied = async (items: ContentItem[], sees: ContentView) => {
    const drafts = await draftsBelow(app.db, `${owner}/`);
    return items.map((item) => {
      const draft = covers(sees, item) ? drafts.get(keyOf(item.id)) : undefined;
      return draft ? { ...item, fields: draft.fields as ContentFields } : item;
    });
  };

  /** The items' records, each with its current revision. */
  const withRevisions = async <R extends object>(items: ContentItem[], record: (item: ContentItem) => R) => {
    const revisions = await revisionsOf(
      app.db,
      items.map((item) => keyOf(item.id)),
    );
    return items.map((item) => ({ ...record(item), revision: revisions.get(keyOf(item.id)) ?? '0' }));
  };

  return {
    async all(sees: ContentView = { unpublished: false, drafts: false }) {
      const listed = await listItems(app.db, section, collection, { unpublished: sees.drafts });
      const items = listed.filter((item) => item.status === 'published' || covers(sees, item));
      return withRevisions(sees.drafts ? await withDraftsApplied(items, sees) : items, (item) =>
        toRecord(item),
      );
    },

    async withDrafts() {
      const [items, drafts] = await Promise.all([
        listItems(app.db, section, collection, { unpublished: true }),
        draftsBelow(app.db, `${owner}/`),
      ]);
      return withRevisions(items, (item) => toRecord(item, drafts.has(keyOf(item.id))));
    },

    /** By id, or by slug in a list whose items have readable addresses. */
    async one(id: string, sees: ContentView = { unpublished: false, drafts: false }) {
      const visibility = { unpublished: sees.unpublished };
      const item = slugs
        ? await slugs.find(app.db, id, visibility)
        : await findItem(app.db, section, collection, id, visibility);
      if (!item || (item.status !== 'published' && !covers(sees, item))) throw missing();
      const [seen] = sees.drafts ? await withDraftsApplied([item], sees) : [item];
      const [answer] = await withRevisions([seen], (shown) => toRecord(shown));
      return answer;
    },
  };
}
