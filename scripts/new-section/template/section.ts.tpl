import type { Static } from '@sinclair/typebox';
import { contentKind, contentList, defineSection, heroRecord, sectionHero } from '@academy/contracts';

const KEY = '__NAME__';

/** One item of the __LABEL__ list: a title, a description and an optional picture. */
export const item = contentKind({ title: 'title', description: 'description', image: 'image' });
export type Item = Static<typeof item.record>;

/** __LABEL__: a hero and a list of items, newest first. */
export default defineSection({
  name: '__NAME__',
  key: KEY,
  order: 100,
  records: {
    hero: heroRecord(KEY, '__LABEL__', sectionHero),
  },
  lists: {
    items: contentList(KEY, 'items', item, {
      itemName: 'item',
      editor: {
        heading: '__LABEL__ items',
        loadError: 'Failed to load items',
        saveError: 'Failed to save item',
        deleteError: 'Failed to delete item',
        created: 'Item added successfully',
        updated: 'Item updated successfully',
        deleteConfirm: 'Delete this item?',
        empty: 'No items yet.',
      },
    }),
  },
  slots: {},
  pages: [{ path: '/__NAME__', expose: 'Page', label: '__LABEL__' }],
  screens: [{ path: '__NAME__', expose: 'Page', label: '__LABEL__' }],
  devPorts: { pages: __PAGES_PORT__, screens: __SCREENS_PORT__ },
});
