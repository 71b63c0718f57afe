import {
  DEFAULT_COMPANY_NAME,
  SEO_FIELDS,
  pictureFieldNames,
  type SearchFields,
  documentTitle,
  withSearchFields,
} from '@academy/contracts';

/** The social image's description's field (`seoImageAlt`). */
const SEO_ALT = pictureFieldNames(SEO_FIELDS.image).alt;

/** What the form holds of the search and social fields while they are typed. */
export interface SearchFieldsTexts {
  seoTitle: string;
  seoDescription: string;
  /** What the social image shows. */
  seoImageAlt: string;
  noindex: boolean;
}

/** The form's values and a social image chosen (none: the stored one stays). */
export interface SearchFieldsDraft {
  values: SearchFieldsTexts;
  image: File | string | null;
}

/** What the page says of itself where a field is left empty: its hero's title, description and picture. */
export interface PageOwnMeta {
  title: string;
  description: string;
  image?: string;
}

/** The form's starting texts from a stored record (or its draft); empty for none. */
export const searchFieldsTexts = (stored: SearchFields | null | undefined): SearchFieldsTexts => ({
  seoTitle: stored?.seoTitle ?? '',
  seoDescription: stored?.seoDescription ?? '',
  seoImageAlt: stored?.seoImageAlt ?? '',
  noindex: stored?.noindex === true,
});

/** The texts a write sends of them (trimmed; `noindex` a yes or no). */
export const searchFieldsSent = ({ values }: SearchFieldsDraft) => ({
  [SEO_FIELDS.title]: values.seoTitle.trim(),
  [SEO_FIELDS.description]: values.seoDescription.trim(),
  [SEO_ALT]: values.seoImageAlt.trim(),
  [SEO_FIELDS.noindex]: values.noindex,
});

/** Adds them to a multipart write (with the social image chosen, if any). */
export function appendSearchFields(body: FormData, draft: SearchFieldsDraft): void {
  for (const [name, value] of Object.entries(searchFieldsSent(draft))) body.append(name, String(value));
  if (draft.image) body.append(SEO_FIELDS.image, draft.image);
}

/** The fields as a write sends them: JSON, or multipart when a social image was chosen. */
export function searchFieldsBody(draft: SearchFieldsDraft): FormData | object {
  if (!draft.image) return searchFieldsSent(draft);
  const data = new FormData();
  appendSearchFields(data, draft);
  return data;
}

/** A form's values without the search fields, and the search fields apart (a post's form holds both). */
export function splitSearchFields<V extends Record<string, unknown>>(values: V) {
  const { seoTitle, seoDescription, seoImageAlt, noindex, ...rest } = values;
  return {
    rest,
    search: {
      seoTitle: String(seoTitle ?? ''),
      seoDescription: String(seoDescription ?? ''),
      seoImageAlt: String(seoImageAlt ?? ''),
      noindex: noindex === true,
    },
  };
}

/**
 * How the page will show with these fields, as the server writes its head (withSearchFields):
 * each field written replaces the page's own, an empty one keeps it.
 */
export function searchAppearance(
  fields: SearchFields,
  own: PageOwnMeta,
  { siteName, url, chosenImage }: { siteName: string; url: string; chosenImage: string },
) {
  const meta = withSearchFields(own, { ...fields, seoImage: chosenImage || fields.seoImage });
  return {
    documentTitle: documentTitle(meta, siteName || DEFAULT_COMPANY_NAME),
    cardTitle: meta.searchTitle || meta.title,
    description: meta.description,
    image: meta.image ?? '',
    url,
    noindex: meta.noindex === true,
  };
}
