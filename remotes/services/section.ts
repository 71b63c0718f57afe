import { contentList, defineSection, heroRecord, sectionHero, service } from '@academy/contracts';

const KEY = 'service';

/** The services page: hero and every service the academy offers. */
export default defineSection({
  name: 'services',
  key: KEY,
  order: 3,
  records: {
    hero: heroRecord(KEY, 'Service', sectionHero),
  },
  lists: {
    services: contentList(KEY, 'services', service, {
      itemName: 'service',
      editor: {
        heading: 'Services',
        loadError: 'Failed to load services',
        saveError: 'Failed to save service',
        deleteError: 'Failed to delete service',
        created: 'Service added successfully',
        updated: 'Service updated successfully',
        deleteConfirm: 'Delete this service?',
        empty: 'No services yet.',
      },
    }),
  },
  slots: {},
  pages: [{ path: '/service', expose: 'Page', label: 'Services' }],
  screens: [{ path: 'service', expose: 'Page', label: 'Services' }],
  devPorts: { pages: 3003, screens: 3009 },
});
