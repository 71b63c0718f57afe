import {
  HOME_SLOT_POSITIONS,
  apiPaths,
  aboutUs,
  homeBlogSlot,
  homeServiceSlot,
  sectionHero,
  whyChooseUs,
} from '@academy/contracts';
import { type ContentBlockOptions, contentKindBlock } from '../../content/registerContentBlock';
import type { ContentSlotsOptions } from '../../content/registerContentSlots';

export const HOME_SECTION = 'home';

const block = (name: 'hero' | 'aboutus' | 'whychooseus', kind: Parameters<typeof contentKindBlock>[0]) =>
  ({
    path: apiPaths.home[name],
    section: HOME_SECTION,
    block: name,
    ...contentKindBlock(kind),
  }) satisfies ContentBlockOptions;

function slots(
  kind: 'service' | 'blog',
  slot: typeof homeServiceSlot | typeof homeBlogSlot,
): ContentSlotsOptions {
  return {
    path: apiPaths.home[kind],
    section: HOME_SECTION,
    kind,
    positions: HOME_SLOT_POSITIONS,
    body: slot.body,
    record: slot.record,
    imageField: slot.fields.image,
  };
}

/** The home page's singleton blocks; the routes and the demo content both use these. */
export const homeBlocks = {
  hero: block('hero', sectionHero),
  aboutus: block('aboutus', aboutUs),
  whychooseus: block('whychooseus', whyChooseUs),
};

/** The 3 service and 3 blog slots. */
export const homeSlots = { service: slots('service', homeServiceSlot), blog: slots('blog', homeBlogSlot) };

export const GALLERY_COLLECTION = 'gallery';
/** The multipart field of the gallery upload (repeated, one file each). */
export const GALLERY_FIELD = 'galleryImages';
