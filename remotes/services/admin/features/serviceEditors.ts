import { FIELD_NAMES, apiPaths, type SectionHero, type Service } from '@academy/contracts';
import type { ContentRecordConfig, ListEditorConfig } from '@academy/admin-kit';

// The services page's editors, each a declaration of the shared editors. Texts are the spec's
// catalogue (section 8) where it has them.

export const serviceHeroEditor: ContentRecordConfig<SectionHero> = {
  heading: 'Service hero section',
  path: apiPaths.service.hero,
  fields: FIELD_NAMES.sectionHero,
  labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
  loadErrorText: 'Failed to load service hero section',
  successText: 'Service hero section updated successfully',
  saveErrorText: 'Failed to update service hero section',
};

export const servicesEditor: ListEditorConfig<Service> = {
  heading: 'Services',
  itemName: 'service',
  path: apiPaths.service.services,
  itemPath: apiPaths.service.serviceItem,
  fields: FIELD_NAMES.service,
  texts: {
    loadError: 'Failed to load services',
    saveError: 'Failed to save service',
    deleteError: 'Failed to delete service',
    created: 'Service added successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
    deleteConfirm: 'Delete this service?',
    empty: 'No services yet.',
  },
};
