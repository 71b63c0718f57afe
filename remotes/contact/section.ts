import { SITE_FRAME, defineSection, heroRecord } from '@academy/contracts';
import { contactHero } from './schemas';

const KEY = 'contact';

/** The contact page: hero, the academy's details (shown in every page's footer too), and the messages visitors send. */
export default defineSection({
  name: 'contact',
  key: KEY,
  order: 5,
  records: {
    hero: heroRecord(KEY, 'Contact', contactHero),
    info: SITE_FRAME.contact,
  },
  lists: {},
  slots: {},
  paths: {
    /** The public contact form's messages (POST); the inbox (admin only) reads them. */
    submit: `/${KEY}/contacts/submit`,
    submissions: `/${KEY}/contacts/submissions`,
  },
  pages: [{ path: '/contact', expose: 'Page', label: 'Contact' }],
  screens: [{ path: 'contact', expose: 'Page', label: 'Contact' }],
  devPorts: { pages: 3005, screens: 3011 },
});
