import { apiPaths, contactHero, contactInfo, contactInfoBody } from '@academy/contracts';
import { type ContentBlockOptions, contentKindBlock } from '../../content/registerContentBlock';
import { normalizeMapEmbed } from '../../services/mapEmbed';

const SECTION = 'contact';

/** The contact page's single records; the routes and the demo content both use these. */
export const contactBlocks = {
  hero: { path: apiPaths.contact.hero, section: SECTION, block: 'hero', ...contentKindBlock(contactHero) },
  /** The academy's address, phone, email and map, shown on the contact page and in the footer. */
  info: {
    path: apiPaths.contact.contacts,
    section: SECTION,
    block: 'info',
    body: contactInfoBody,
    record: contactInfo,
    prepare: (fields) => ({ ...fields, mapEmbed: normalizeMapEmbed(fields.mapEmbed as string | undefined) }),
  },
} satisfies Record<string, ContentBlockOptions>;
