import type { Static } from '@sinclair/typebox';
import {
  ABOUT_US_STATUS_CLEAR_MS,
  aboutUs,
  contentKind,
  contentList,
  contentRecord,
  defineSection,
  sectionHero,
  whyChooseUs,
} from '@academy/contracts';

const KEY = 'about';

/** A member of the team: name and title, description, round photo. */
export const teamMember = contentKind({
  title: 'teamtitle',
  description: 'teamdescription',
  image: 'teamimg',
});
export type TeamMember = Static<typeof teamMember.record>;
const HERO_LABELS = { title: 'Hero title', description: 'Hero description', image: 'Hero image' };

/** The about page: hero, our story, why choose us, and the team. */
export default defineSection({
  name: 'about',
  key: KEY,
  order: 2,
  records: {
    hero: contentRecord(KEY, 'hero', sectionHero, {
      heading: 'About hero section',
      labels: HERO_LABELS,
      loadError: 'Failed to load about hero section',
      saved: 'About hero section updated successfully',
      saveError: 'Failed to update about hero section',
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
  lists: {
    team: contentList(KEY, 'team', teamMember, {
      itemName: 'team member',
      editor: {
        heading: 'Team members',
        labels: { title: 'Name and title', description: 'Description', image: 'Photo' },
        loadError: 'Failed to load team members',
        saveError: 'Failed to save team member',
        deleteError: 'Failed to delete team member',
        created: 'Team member added successfully',
        updated: 'Team member updated successfully',
        deleted: 'Team member deleted successfully',
        deleteConfirm: 'Delete this team member?',
        empty: 'No team members yet.',
      },
    }),
  },
  slots: {},
  pages: [{ path: '/about', expose: 'Page', label: 'About' }],
  screens: [{ path: 'about', expose: 'Page', label: 'About' }],
  devPorts: { pages: 3002, screens: 3008 },
});
