// Readable addresses (a blog post's /blog/<slug>): the rule the server checks and makes slugs by.

/** A slug's greatest length: an address stays readable, and shareable in a message. */
export const SLUG_MAX_LENGTH = 80;

/** Lower-case letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An item's id (a UUID): a slug of that form would be read as another item's id. */
const ID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why a slug cannot be taken, in a sentence naming it; undefined when it can. */
export function slugProblem(slug: string): string | undefined {
  if (slug.length > SLUG_MAX_LENGTH) return `The slug can be at most ${SLUG_MAX_LENGTH} characters.`;
  if (!SLUG_PATTERN.test(slug)) {
    return `The slug "${slug.slice(0, SLUG_MAX_LENGTH)}" may hold only lower-case letters, digits and single hyphens between words, such as first-grading-tips.`;
  }
  if (ID_FORM.test(slug)) return `The slug "${slug}" has the form of an id; choose words.`;
  return undefined;
}

/**
 * A slug made from a text (a title): accents dropped, lower-cased, every run of other characters
 * a hyphen, at most SLUG_MAX_LENGTH characters, cut at a word; `fallback` when nothing is left
 * (a title of symbols only).
 */
export function slugFromText(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.length > SLUG_MAX_LENGTH ? words.slice(0, SLUG_MAX_LENGTH).replace(/-[^-]*$/, '') : words;
  const slug = cut || slugFromText(fallback, 'item');
  return ID_FORM.test(slug) ? `${slug.slice(0, SLUG_MAX_LENGTH - fallback.length - 1)}-${fallback}` : slug;
}

/** The slug taken when `slug` is: `slug-2`, `slug-3`, ... within the length. */
export function nextSlug(slug: string, attempt: number): string {
  const suffix = `-${attempt}`;
  return `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
