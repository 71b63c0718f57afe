import {
  HOME_SLOT_POSITIONS,
  aboutUsRecord,
  defineSection,
  heroRecord,
  sectionHero,
  whyChooseUsRecord,
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
    hero: heroRecord(KEY, '', sectionHero),
    aboutus: aboutUsRecord(KEY),
    whychooseus: whyChooseUsRecord(KEY),
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
