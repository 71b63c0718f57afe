import { apiPaths, sectionHero, service } from '@academy/contracts';
import { type ContentBlockOptions, contentKindBlock } from '../../content/registerContentBlock';
import type { ContentListOptions } from '../../content/registerContentList';

const SECTION = 'service';

/** The services page's hero; the routes and the demo content both use it. */
export const serviceHero = {
  path: apiPaths.service.hero,
  section: SECTION,
  block: 'hero',
  ...contentKindBlock(sectionHero),
} satisfies ContentBlockOptions;

/** Every service the academy offers: the list pattern with the spec's service fields. */
export const servicesList: ContentListOptions = {
  path: apiPaths.service.services,
  section: SECTION,
  collection: 'services',
  kind: service,
  itemName: 'service',
};
