import type { Static } from '@sinclair/typebox';
import { contentKind, contentList, contentRecord, defineSection, sectionHero } from '@academy/contracts';

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
    hero: contentRecord(KEY, 'hero', sectionHero, {
      heading: '__LABEL__ hero section',
      labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
      loadError: 'Failed to load __LABEL__ hero section',
      saved: '__LABEL__ hero section updated successfully',
      saveError: 'Failed to update __LABEL__ hero section',
    }),
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
        deleted: 'Item deleted successfully',
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
