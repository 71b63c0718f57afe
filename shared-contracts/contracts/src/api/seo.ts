// TypeBox's functions one by one: a section's definition (which a public page bundles) takes
// the item fields from here.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { pictureBodyProperties, pictureProperties } from '../schemas/content';
import { optionalText, optionalUpload } from '../schemas/fields';

// Search and social fields (issue 31): what search engines and link previews read of a page,
// written by staff. Every public page has one record of them, by its path
// (`GET/PUT /seo?path=/about`); a list's items that have pages of their own (a blog post) carry
// the same fields among their own. An empty field keeps what the page says of itself (its hero).

/** GET (public: the pages read it) and PUT (admin) `?path=<public page>`; drafts and revisions below it. */
export const SEO_PATH = '/seo';

/** The most characters a search result shows of a title and of a description. */
export const SEO_LIMITS = { title: 60, description: 160 } as const;

/** The fields' names, in a page's record and among a list item's own fields alike. */
export const SEO_FIELDS = {
  title: 'seoTitle',
  description: 'seoDescription',
  image: 'seoImage',
  noindex: 'noindex',
} as const;

/**
 * What a write may send: each optional (an empty one keeps the page's own); the image a file
 * (sent as multipart), `noindex` a yes or no (a form's 'true' or 'false').
 */
export const seoBodyProperties = {
  [SEO_FIELDS.title]: optionalText(SEO_LIMITS.title),
  [SEO_FIELDS.description]: optionalText(SEO_LIMITS.description),
  [SEO_FIELDS.image]: optionalUpload(),
  [SEO_FIELDS.noindex]: Type.Optional(Type.Boolean()),
  // What the social image shows (a shared card's `og:image:alt`), as every picture is described.
  ...pictureBodyProperties(SEO_FIELDS.image),
};

/** What a record answers of them ('' and false when never written). */
export const seoRecordProperties = {
  [SEO_FIELDS.title]: Type.String(),
  [SEO_FIELDS.description]: Type.String(),
  [SEO_FIELDS.image]: Type.String(),
  [SEO_FIELDS.noindex]: Type.Boolean(),
  ...pictureProperties(SEO_FIELDS.image),
};

/** The search and social fields of a record, as a page's meta takes them (see withSearchFields). */
export interface SearchFields {
  seoTitle?: string;
  seoDescription?: string;
  seoImage?: string;
  /** What the social image shows. */
  seoImageAlt?: string;
  /** Stored as the yes or no sent; any true value hides the page. */
  noindex?: boolean;
}

/** `?path=`: the public page whose fields these are, as its address reads (`/`, `/about`). */
export const pageSeoQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2048 }) });
export type PageSeoQuery = Static<typeof pageSeoQuery>;

/** One public page's search and social fields. */
export const pageSeo = Type.Object({ _id: Type.String(), path: Type.String(), ...seoRecordProperties });
export type PageSeo = Static<typeof pageSeo>;

/** PUT `/seo?path=`: JSON, or multipart with the social image. */
export const pageSeoBody = Type.Object(seoBodyProperties);
export type PageSeoBody = Static<typeof pageSeoBody>;

/** The API path of a public page's search and social fields. */
export const pageSeoPath = (pagePath: string) => `${SEO_PATH}?path=${encodeURIComponent(pagePath)}`;

/** The 400 of a path that is no public page of this site. */
export const notAPublicPage = (path: string) =>
  `path must be a public page of this site, such as /about (${path} is not one).`;

/** Characters a search result has room for beyond what is written (negative: that many too many). */
export const charactersLeft = (text: string, limit: number) => limit - text.length;

/**
 * What a list's items that have pages of their own (a blog post) answer beside their kind's
 * fields: the search and social fields, and who wrote the item (a BlogPosting's author, for
 * search engines; '' for an item nobody signed, the demo content's, or whose account is gone).
 */
export const itemPageRecordProperties = { ...seoRecordProperties, author: Type.String() };
