import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas/content';

/**
 * The records of the content API, as the pages see them: each type is derived from the schema the
 * server validates and serialises with (shared-contracts/schemas), so the two cannot drift. Field
 * names are the ones the API has always used; every record carries a string `_id`. Image fields
 * hold either an absolute http(s) URL or a path relative to the API origin (see `resolveImageUrl`).
 */

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
}

export type DashboardHero = Static<typeof schemas.dashboardHero>;
export type PrivacyPolicy = Static<typeof schemas.privacyPolicy>;
export type ContactInfo = Static<typeof schemas.contactInfo>;
export type SectionHero = Static<typeof schemas.sectionHero.record>;
export type AboutUs = Static<typeof schemas.aboutUs.record>;
export type WhyChooseUs = Static<typeof schemas.whyChooseUs.record>;
export type Service = Static<typeof schemas.service.record>;
export type Blog = Static<typeof schemas.blog.record>;
