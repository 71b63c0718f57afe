import {
  ABOUT_US_STATUS_CLEAR_MS,
  HOME_SLOT_POSITIONS,
  aboutUs,
  contentRecord,
  defineSection,
  sectionHero,
  whyChooseUs,
} from '@academy/contracts';
import { homeBlogSlot, homeServiceSlot } from './schemas';

const KEY = 'home';

/** Home's numbered slots: the service and blog cards, edited one slot at a time. */
const slots = (prefix: 'service' | 'blog', kind: typeof homeServiceSlot | typeof homeBlogSlot) => ({
  path: `/${KEY}/${prefix}`,
  prefix,
  positions: HOME_SLOT_POSITIONS,
  body: kind.body,
  record: kind.record,
  fields: kind.fields,
  imageField: kind.fields.image,
});

/** The home page: hero, about us, why choose us, 3 service and 3 blog slots, and the gallery. */
export default defineSection({
  name: 'home',
  key: KEY,
  order: 1,
  records: {
    hero: contentRecord(KEY, 'hero', sectionHero, {
      heading: 'Hero section',
      labels: { title: 'Hero title', description: 'Hero description', image: 'Hero image' },
      loadError: 'Failed to load hero section',
      saved: 'Hero section updated successfully',
      saveError: 'Failed to update hero section',
    }),
    aboutus: contentRecord(KEY, 'aboutus', aboutUs, {
      heading: 'About Us',
      loadError: 'Failed to load About Us data',
      saved: 'About Us updated successfully',
      saveError: 'Failed to update About Us',
      clearStatusAfterMs: ABOUT_US_STATUS_CLEAR_MS,
    }),
    whychooseus: contentRecord(KEY, 'whychooseus', whyChooseUs, {
      heading: 'Why Choose Us',
      loadError: 'Failed to load Why Choose Us data',
      saved: 'Why Choose Us updated successfully',
      saveError: 'Failed to update Why Choose Us',
    }),
  },
  lists: {},
  slots: {
    service: {
      ...slots('service', homeServiceSlot),
      editor: {
        heading: 'Services',
        itemName: 'Service',
        loadError: 'Failed to load services',
        saveError: 'Failed to save service',
      },
    },
    blog: {
      ...slots('blog', homeBlogSlot),
      editor: {
        heading: 'Blogs',
        itemName: 'Blog',
        loadError: 'Failed to load blogs',
        saveError: 'Failed to save blog',
      },
    },
  },
  /** The gallery: many pictures uploaded at once (its server code), listed newest first. */
  paths: { gallery: `/${KEY}/gallery` },
  pages: [{ path: '/', expose: 'Page', label: 'Home' }],
  screens: [{ path: 'home', expose: 'Page', label: 'Home' }],
  devPorts: { pages: 3001, screens: 3007 },
});
