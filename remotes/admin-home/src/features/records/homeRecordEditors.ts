import { apiPaths, type AboutUs, type SectionHero, type WhyChooseUs } from 'shared-contracts';
import type { ContentRecordConfig } from 'shared-contracts/ui';

// The home page's three single records, edited by the shared ContentRecordEditor. Texts are the
// spec's catalogue (section 8).

export const homeHeroEditor: ContentRecordConfig<SectionHero> = {
  heading: 'Hero section',
  path: apiPaths.home.hero,
  fields: { title: 'herotitle', description: 'herodescription', image: 'heroimg' },
  labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
  loadErrorText: 'Failed to load hero section',
  successText: 'Hero section updated successfully',
  saveErrorText: 'Failed to update hero section',
};

export const homeAboutUsEditor: ContentRecordConfig<AboutUs> = {
  heading: 'About Us',
  path: apiPaths.home.aboutus,
  fields: { title: 'aboutustitle', description: 'aboutusdescription', image: 'aboutusimg' },
  loadErrorText: 'Failed to load About Us data',
  successText: 'About Us updated successfully',
  saveErrorText: 'Failed to update About Us',
};

export const homeWhyChooseUsEditor: ContentRecordConfig<WhyChooseUs> = {
  heading: 'Why Choose Us',
  path: apiPaths.home.whychooseus,
  fields: { title: 'whychooseustitle', description: 'whychooseusdescription', image: 'whychooseusimg' },
  loadErrorText: 'Failed to load Why Choose Us data',
  successText: 'Why Choose Us updated successfully',
  saveErrorText: 'Failed to update Why Choose Us',
};
