import { useId } from 'react';
import { imageUrl } from '@academy/ui';
import type { UseFormReturn } from 'react-hook-form';
import {
  PICTURE_DESCRIPTION_MAX_LENGTH,
  SEO_LIMITS,
  type SearchFields,
  charactersLeft,
} from '@academy/contracts';
import { ImageField } from '../controls/ImageField';
import { TextField } from '../controls/TextField';
import { useObjectUrl } from '../controls/useObjectUrl';
import { type PageOwnMeta, type SearchFieldsTexts, searchAppearance } from './searchFields';
import { SearchPreviews } from './SearchPreviews';
import { NOINDEX_HINT, SEO_INTRODUCTION, SEO_LABELS, charactersLeftText, tooLong } from './seoTexts';
import controls from '../controls/controls.module.css';

/** How a form registers the search title and description: checked against a search result's room. */
const searchFieldRules = {
  seoTitle: {
    validate: (text: string) =>
      charactersLeft(text.trim(), SEO_LIMITS.title) >= 0 || tooLong(SEO_LABELS.seoTitle, SEO_LIMITS.title),
  },
  seoDescription: {
    validate: (text: string) =>
      charactersLeft(text.trim(), SEO_LIMITS.description) >= 0 ||
      tooLong(SEO_LABELS.seoDescription, SEO_LIMITS.description),
  },
};

export interface SearchFieldsInputsProps {
  /** The form that holds the fields (a page's panel's, or an item's own among its other fields). */
  form: UseFormReturn<SearchFieldsTexts>;
  /** A social image chosen (a file, or a picture's path from the library), not yet sent. */
  image: File | string | null;
  onImageChange: (image: File | string | null) => void;
  /** The stored fields (their social image among them). */
  saved: SearchFields | null;
  /** What the page says of itself, shown where a field is left empty. */
  own: PageOwnMeta;
  siteName: string;
  /** The page's address, as a search result shows it. */
  url: string;
}

/**
 * The search and social fields of a form: the search title and description, each with the
 * characters a search result has room for left, the social image, 'Hide from search engines',
 * and live previews of the search result and the shared card as they are typed.
 */
export function SearchFieldsInputs(props: SearchFieldsInputsProps) {
  const { saved } = props;
  const { register, watch, formState } = props.form;
  const { errors } = formState;
  const typed: SearchFieldsTexts = {
    seoTitle: watch('seoTitle') ?? '',
    seoDescription: watch('seoDescription') ?? '',
    seoImageAlt: watch('seoImageAlt') ?? '',
    noindex: watch('noindex') === true,
  };
  const noindexId = useId();
  const chosenFile = useObjectUrl(props.image instanceof File ? props.image : null);
  const chosenImage = chosenFile || (typeof props.image === 'string' ? imageUrl(props.image) : '');
  const appearance = searchAppearance({ ...saved, ...typed }, props.own, {
    siteName: props.siteName,
    url: props.url,
    chosenImage,
  });
  return (
    <>
      <p className={controls.hint}>{SEO_INTRODUCTION}</p>
      <TextField
        label={SEO_LABELS.seoTitle}
        hint={charactersLeftText(charactersLeft(typed.seoTitle.trim(), SEO_LIMITS.title))}
        error={errors.seoTitle?.message}
        {...register('seoTitle', searchFieldRules.seoTitle)}
      />
      <TextField
        label={SEO_LABELS.seoDescription}
        rows={3}
        hint={charactersLeftText(charactersLeft(typed.seoDescription.trim(), SEO_LIMITS.description))}
        error={errors.seoDescription?.message}
        {...register('seoDescription', searchFieldRules.seoDescription)}
      />
      <ImageField
        label={SEO_LABELS.seoImage}
        file={props.image}
        onChange={props.onImageChange}
        onChoose={props.onImageChange}
        currentImage={saved?.seoImage}
        previewAlt={SEO_LABELS.seoImage}
      />
      <TextField
        label={`Description of ${SEO_LABELS.seoImage}`}
        hint="What the picture shows, for those who cannot see it (read with the shared card)."
        maxLength={PICTURE_DESCRIPTION_MAX_LENGTH}
        {...register('seoImageAlt')}
      />
      <div className={controls.checkboxField}>
        <input id={noindexId} type="checkbox" {...register('noindex')} />
        <label htmlFor={noindexId}>{SEO_LABELS.noindex}</label>
      </div>
      <p className={controls.hint}>{NOINDEX_HINT}</p>
      <SearchPreviews appearance={appearance} />
    </>
  );
}
