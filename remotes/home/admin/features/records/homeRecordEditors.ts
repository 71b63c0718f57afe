import {
  ABOUT_US_STATUS_CLEAR_MS,
  FIELD_NAMES,
  apiPaths,
  type AboutUs,
  type SectionHero,
  type WhyChooseUs,
} from '@academy/contracts';
import type { ContentRecordConfig } from '@academy/admin-kit';

// The home page's three single records, edited by the shared ContentRecordEditor. Texts are the
// spec's catalogue (section 8).

export const homeHeroEditor: ContentRecordConfig<SectionHero> = {
  heading: 'Hero section',
  path: apiPaths.home.hero,
  fields: FIELD_NAMES.sectionHero,
  labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
  loadErrorText: 'Failed to load hero section',
  successText: 'Hero section updated successfully',
  saveErrorText: 'Failed to update hero section',
};

export const homeAboutUsEditor: ContentRecordConfig<AboutUs> = {
  heading: 'About Us',
  path: apiPaths.home.aboutus,
  fields: FIELD_NAMES.aboutUs,
  loadErrorText: 'Failed to load About Us data',
  successText: 'About Us updated successfully',
  saveErrorText: 'Failed to update About Us',
  clearStatusAfterMs: ABOUT_US_STATUS_CLEAR_MS,
};

export const homeWhyChooseUsEditor: ContentRecordConfig<WhyChooseUs> = {
  heading: 'Why Choose Us',
  path: apiPaths.home.whychooseus,
  fields: FIELD_NAMES.whyChooseUs,
  loadErrorText: 'Failed to load Why Choose Us data',
  successText: 'Why Choose Us updated successfully',
  saveErrorText: 'Failed to update Why Choose Us',
};
