import {
  DEFAULT_COMPANY_NAME,
  SEO_FIELDS,
  type SearchFields,
  documentTitle,
  withSearchFields,
} from '@academy/contracts';

/** What the form holds of the search and social fields while they are typed. */
export interface SearchFieldsTexts {
  seoTitle: string;
  seoDescription: string;
  noindex: boolean;
}

/** The form's values and a social image chosen (none: the stored one stays). */
export interface SearchFieldsDraft {
  values: SearchFieldsTexts;
  image: File | null;
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
  noindex: stored?.noindex === true,
});

/** The fields as a write sends them: JSON, or multipart when a social image was chosen. */
export function searchFieldsBody({ values, image }: SearchFieldsDraft): FormData | object {
  const fields = {
    [SEO_FIELDS.title]: values.seoTitle.trim(),
    [SEO_FIELDS.description]: values.seoDescription.trim(),
    [SEO_FIELDS.noindex]: values.noindex,
  };
  if (!image) return fields;
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  data.append(SEO_FIELDS.image, image);
  return data;
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
