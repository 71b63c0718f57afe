import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { SEO_LIMITS, type SearchFields, charactersLeft } from '@academy/contracts';
import { AutosaveOffer, useAutosave } from '../autosave';
import { EditorForm } from '../controls/EditorForm';
import { FormActions } from '../controls/FormActions';
import { ImageField } from '../controls/ImageField';
import { TextField } from '../controls/TextField';
import { UploadProgress } from '../controls/UploadProgress';
import { useObjectUrl } from '../controls/useObjectUrl';
import { useUnsavedChanges } from '../unsavedChanges';
import {
  type PageOwnMeta,
  type SearchFieldsDraft,
  type SearchFieldsTexts,
  searchAppearance,
  searchFieldsTexts,
} from './searchFields';
import { SearchPreviews } from './SearchPreviews';
import { NOINDEX_HINT, SEO_INTRODUCTION, SEO_LABELS, charactersLeftText, tooLong } from './seoTexts';
import controls from '../controls/controls.module.css';

export interface SearchFieldsFormProps {
  /** The stored fields (or their draft) the form starts from. */
  saved: SearchFields | null;
  /** What the page says of itself, shown where a field is left empty. */
  own: PageOwnMeta;
  siteName: string;
  /** The page's address, as a search result shows it. */
  url: string;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: SearchFieldsDraft) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
  autosaveKey?: string;
  /** The last save's refusal, shown at the form's end. */
  failure?: string | null;
}

const limitRule = (label: string, limit: number) => ({
  validate: (text: string) => charactersLeft(text.trim(), limit) >= 0 || tooLong(label, limit),
});

/**
 * The search and social fields' form: the search title and description, each with the
 * characters a search result has room for left, the social image, 'Hide from search engines',
 * and live previews of the search result and the shared card as they are typed.
 */
export function SearchFieldsForm(props: SearchFieldsFormProps) {
  const noindexId = useId();
  const form = useForm<SearchFieldsTexts>({ defaultValues: searchFieldsTexts(props.saved) });
  const { register, handleSubmit, formState, watch } = form;
  const autosave = useAutosave(props.autosaveKey, form);
  const [image, setImage] = useState<File | null>(null);
  useUnsavedChanges(formState.isDirty || image !== null);
  const chosenImage = useObjectUrl(image);
  const typed = watch();
  const { errors } = formState;
  const appearance = searchAppearance({ ...props.saved, ...typed }, props.own, {
    siteName: props.siteName,
    url: props.url,
    chosenImage,
  });
  const firstProblem = (problems: FieldErrors<SearchFieldsTexts>) =>
    problems.seoTitle?.message ?? problems.seoDescription?.message ?? '';

  return (
    <EditorForm
      onSubmit={handleSubmit(
        (values) => props.onSubmit({ values, image }),
        (problems) => props.onInvalid(firstProblem(problems)),
      )}
    >
      <AutosaveOffer autosave={autosave} />
      <p className={controls.hint}>{SEO_INTRODUCTION}</p>
      <TextField
        label={SEO_LABELS.seoTitle}
        hint={charactersLeftText(charactersLeft(typed.seoTitle.trim(), SEO_LIMITS.title))}
        error={errors.seoTitle?.message}
        {...register('seoTitle', limitRule(SEO_LABELS.seoTitle, SEO_LIMITS.title))}
      />
      <TextField
        label={SEO_LABELS.seoDescription}
        rows={3}
        hint={charactersLeftText(charactersLeft(typed.seoDescription.trim(), SEO_LIMITS.description))}
        error={errors.seoDescription?.message}
        {...register('seoDescription', limitRule(SEO_LABELS.seoDescription, SEO_LIMITS.description))}
      />
      <ImageField
        label={SEO_LABELS.seoImage}
        file={image}
        onChange={setImage}
        currentImage={props.saved?.seoImage}
        previewAlt={SEO_LABELS.seoImage}
      />
      <div className={controls.checkboxField}>
        <input id={noindexId} type="checkbox" {...register('noindex')} />
        <label htmlFor={noindexId}>{SEO_LABELS.noindex}</label>
      </div>
      <p className={controls.hint}>{NOINDEX_HINT}</p>
      <SearchPreviews appearance={appearance} />
      <UploadProgress percent={props.progress} />
      <FormActions saving={props.saving} onCancel={props.onCancel} />
    </EditorForm>
  );
}
