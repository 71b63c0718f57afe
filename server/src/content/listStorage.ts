import { ITEM_STATE_FIELDS, type SectionList } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentItem } from '../repositories/contentItems';
import { notFound } from '../services/httpErrors';
import { contentRecord, recordFieldNames } from './contentBlockStore';
import { extraImageFields } from './extraImages';
import { itemSlugs } from './itemSlugs';
import { itemRevisionKey } from './revisions';

/** What a staff answer adds to an item's record. */
const ITEM_STATE_ANSWER = [...ITEM_STATE_FIELDS, 'hasDraft'];

/** Where a list's items are kept, and how they are answered: what its reads and writes share. */
export function listStorage(app: FastifyInstance, section: string, options: SectionList) {
  const { collection } = options;
  // Where an item stands is told to staff only (toRecord), never filled in for visitors.
  const recordFields = recordFieldNames(options.record).filter((name) => !ITEM_STATE_ANSWER.includes(name));
  return {
    section,
    collection,
    imageField: options.imageField ?? '',
    extraImageFields: extraImageFields(options.body, options.imageField),
    owner: `${section}/${collection}`,
    /** The list's readable addresses, when its items have them (`slugFrom`). */
    slugs: options.slugFrom ? itemSlugs(app, section, options) : undefined,
    keyOf: (id: string) => itemRevisionKey(section, collection, id),
    missing: () => notFound(`There is no ${options.itemName} with that id.`),
    /**
     * As visitors get it. Where an item stands is said when it is not published (only staff ever get
     * such an item) and in the staff's list, which also says whether a draft of it waits (`hasDraft`).
     */
    toRecord: (item: ContentItem, hasDraft?: boolean) => ({
      // When it was created, and who wrote it: answered by the lists whose record names them.
      ...contentRecord(
        item.id,
        { ...item.fields, createdAt: item.createdAt.toISOString(), author: item.authorName ?? '' },
        recordFields,
      ),
      ...((hasDraft !== undefined || item.status !== 'published') && {
        status: item.status,
        ...(item.publishAt && { publishAt: item.publishAt.toISOString() }),
      }),
      ...(hasDraft !== undefined && { hasDraft }),
    }),
  };
}

export type ListStorage = ReturnType<typeof listStorage>;
