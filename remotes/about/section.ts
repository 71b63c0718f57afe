import type { Static } from '@sinclair/typebox';
import {
  aboutUsRecord,
  contentKind,
  contentList,
  defineSection,
  heroRecord,
  sectionHero,
  whyChooseUsRecord,
} from '@academy/contracts';

const KEY = 'about';

/** A member of the team: name and title, description, round photo. */
export const teamMember = contentKind({
  title: 'teamtitle',
  description: 'teamdescription',
  image: 'teamimg',
});
export type TeamMember = Static<typeof teamMember.record>;

/** The about page: hero, our story, why choose us, and the team. */
export default defineSection({
  name: 'about',
  key: KEY,
  order: 2,
  records: {
    hero: heroRecord(KEY, 'About', sectionHero),
    aboutus: aboutUsRecord(KEY),
    whychooseus: whyChooseUsRecord(KEY),
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
