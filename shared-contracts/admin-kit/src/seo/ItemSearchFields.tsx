import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SearchFields } from '@academy/contracts';
import type { PageOwnMeta, SearchFieldsTexts } from './searchFields';
import { SearchFieldsInputs } from './SearchFieldsInputs';
import { SEARCH_AND_SOCIAL } from './seoTexts';
import styles from './seo.module.css';

/** What an item's form needs to show its search and social fields (a blog post's page). */
export interface ItemSearch {
  /** The item as stored (or its draft): its fields, social image among them. */
  saved: SearchFields | null;
  siteName: string;
  /** The item's page, as a search result shows its address. */
  url: string;
}

/**
 * The 'Search & social' part of an item's own form (a post's): the same fields and previews as a
 * page's panel, sent with the item's other fields by its Save, Save draft or Schedule. `own` is
 * what the item's page says of itself, as typed (its title, description and picture).
 */
export function ItemSearchFields<V extends FieldValues>({
  form,
  search,
  own,
  image,
  onImageChange,
}: {
  form: UseFormReturn<V>;
  search: ItemSearch;
  own: PageOwnMeta;
  image: File | string | null;
  onImageChange: (image: File | string | null) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{SEARCH_AND_SOCIAL}</legend>
      <SearchFieldsInputs
        // The item's form holds these fields among its own, under the same names.
        form={form as unknown as UseFormReturn<SearchFieldsTexts>}
        image={image}
        onImageChange={onImageChange}
        saved={search.saved}
        own={own}
        siteName={search.siteName}
        url={search.url}
      />
    </fieldset>
  );
}
