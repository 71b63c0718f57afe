import { FIELD_NAMES, apiPaths, type ContactHero } from '@academy/contracts';
import type { ContentRecordConfig } from '@academy/admin-kit';

/** The contact page's hero: a declaration of the shared editor, with the catalogue's texts. */
export const contactHeroEditor: ContentRecordConfig<ContactHero> = {
  heading: 'Contact hero section',
  path: apiPaths.contact.hero,
  fields: FIELD_NAMES.contactHero,
  labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
  loadErrorText: 'Failed to load contact hero section',
  successText: 'Contact hero section updated successfully',
  saveErrorText: 'Failed to update contact hero section',
};
