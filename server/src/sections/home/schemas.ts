import { HOME_SLOT_POSITIONS, apiPaths } from 'shared-contracts/api';
import { DESCRIPTION_MAX, TITLE_MAX, requiredText } from '../../content/fieldSchemas';
import type { ContentBlockOptions } from '../../content/registerContentBlock';
import type { ContentSlotsOptions } from '../../content/registerContentSlots';

export const HOME_SECTION = 'home';

/** The title and description fields of a home block, by the spec's names (`<prefix>title`, ...). */
function titleAndDescription(prefix: string) {
  return {
    [`${prefix}title`]: requiredText(TITLE_MAX),
    [`${prefix}description`]: requiredText(DESCRIPTION_MAX),
  };
}

function block(name: 'hero' | 'aboutus' | 'whychooseus', imageField: string): ContentBlockOptions {
  return {
    path: apiPaths.home[name],
    section: HOME_SECTION,
    block: name,
    fields: titleAndDescription(name),
    imageField,
  };
}

function slots(kind: 'service' | 'blog'): ContentSlotsOptions {
  return {
    path: apiPaths.home[kind],
    section: HOME_SECTION,
    kind,
    positions: HOME_SLOT_POSITIONS,
    fields: titleAndDescription(kind),
    imageField: `${kind}img`,
  };
}

/** The home page's singleton blocks; the routes and the demo content both use these. */
export const homeBlocks = {
  hero: block('hero', 'heroimg'),
  aboutus: block('aboutus', 'aboutusimg'),
  whychooseus: block('whychooseus', 'whychooseusimg'),
};

/** The 3 service and 3 blog slots. */
export const homeSlots = { service: slots('service'), blog: slots('blog') };

export const GALLERY_COLLECTION = 'gallery';
/** The multipart field of the gallery upload (repeated, one file each). */
export const GALLERY_FIELD = 'galleryImages';
