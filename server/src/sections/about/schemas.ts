import { apiPaths, aboutUs, sectionHero, teamMember, whyChooseUs } from '@academy/contracts';
import { type ContentBlockOptions, contentKindBlock } from '../../content/registerContentBlock';
import type { ContentListOptions } from '../../content/registerContentList';

const SECTION = 'about';

/** The about page's single records; the routes and the demo content both use these. */
export const aboutBlocks = {
  hero: { path: apiPaths.about.hero, section: SECTION, block: 'hero', ...contentKindBlock(sectionHero) },
  aboutus: { path: apiPaths.about.aboutus, section: SECTION, block: 'aboutus', ...contentKindBlock(aboutUs) },
  whychooseus: {
    path: apiPaths.about.whychooseus,
    section: SECTION,
    block: 'whychooseus',
    ...contentKindBlock(whyChooseUs),
  },
} satisfies Record<string, ContentBlockOptions>;

/** The team: the list pattern with the spec's team fields. */
export const teamList: ContentListOptions = {
  path: apiPaths.about.team,
  section: SECTION,
  collection: 'team',
  kind: teamMember,
  itemName: 'team member',
};
