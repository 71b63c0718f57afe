import { SEO_FIELDS } from '@academy/contracts';

/** The panel's heading, in every editor of a page and in a blog post's form. */
export const SEARCH_AND_SOCIAL = 'Search & social';

export const SEO_LABELS = {
  [SEO_FIELDS.title]: 'Search title',
  [SEO_FIELDS.description]: 'Search description',
  [SEO_FIELDS.image]: 'Social image',
  [SEO_FIELDS.noindex]: 'Hide from search engines',
} as const;

/** What the panel says of its fields, once, above them. */
export const SEO_INTRODUCTION =
  'How the page shows in search results and when its link is shared. A field left empty keeps what the page says of itself (its hero).';

export const NOINDEX_HINT = 'Search engines are asked not to list the page, and it leaves the sitemap.';

export const SEO_SAVED = 'Search and social fields saved successfully';
export const SEO_SAVE_FAILED = 'Failed to save the search and social fields';
export const SEO_LOAD_FAILED = 'Failed to load the search and social fields';

/** '12 characters left', or how many too many. */
export function charactersLeftText(left: number): string {
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} too many`;
}

/** The sentence of a field written past the room a search result has. */
export const tooLong = (label: string, limit: number) => `${label}: at most ${limit} characters.`;
