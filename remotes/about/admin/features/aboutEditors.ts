import {
  ABOUT_US_STATUS_CLEAR_MS,
  FIELD_NAMES,
  apiPaths,
  type AboutUs,
  type SectionHero,
  type TeamMember,
  type WhyChooseUs,
} from '@academy/contracts';
import type { ContentRecordConfig, ListEditorConfig } from '@academy/admin-kit';

// The about page's editors, each a declaration of the shared editors. Texts are the spec's
// catalogue (section 8) where it has them.

export const aboutHeroEditor: ContentRecordConfig<SectionHero> = {
  heading: 'About hero section',
  path: apiPaths.about.hero,
  fields: FIELD_NAMES.sectionHero,
  labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
  loadErrorText: 'Failed to load about hero section',
  successText: 'About hero section updated successfully',
  saveErrorText: 'Failed to update about hero section',
};

export const aboutUsEditor: ContentRecordConfig<AboutUs> = {
  heading: 'About Us',
  path: apiPaths.about.aboutus,
  fields: FIELD_NAMES.aboutUs,
  loadErrorText: 'Failed to load About Us data',
  successText: 'About Us updated successfully',
  saveErrorText: 'Failed to update About Us',
  clearStatusAfterMs: ABOUT_US_STATUS_CLEAR_MS,
};

export const whyChooseUsEditor: ContentRecordConfig<WhyChooseUs> = {
  heading: 'Why Choose Us',
  path: apiPaths.about.whychooseus,
  fields: FIELD_NAMES.whyChooseUs,
  loadErrorText: 'Failed to load Why Choose Us data',
  successText: 'Why Choose Us updated successfully',
  saveErrorText: 'Failed to update Why Choose Us',
};

export const teamEditor: ListEditorConfig<TeamMember> = {
  heading: 'Team members',
  itemName: 'team member',
  path: apiPaths.about.team,
  itemPath: apiPaths.about.teamMember,
  fields: FIELD_NAMES.teamMember,
  labels: { title: 'Name and title', description: 'Description', image: 'Photo' },
  texts: {
    loadError: 'Failed to load team members',
    saveError: 'Failed to save team member',
    deleteError: 'Failed to delete team member',
    created: 'Team member added successfully',
    updated: 'Team member updated successfully',
    deleted: 'Team member deleted successfully',
    deleteConfirm: 'Delete this team member?',
    empty: 'No team members yet.',
  },
};
