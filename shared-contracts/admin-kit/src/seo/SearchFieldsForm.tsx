import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { SearchFields } from '@academy/contracts';
import { AutosaveOffer, useAutosave } from '../autosave';
import { EditorForm } from '../controls/EditorForm';
import { FormActions } from '../controls/FormActions';
import { UploadProgress } from '../controls/UploadProgress';
import { useUnsavedChanges } from '../unsavedChanges';
import {
  type PageOwnMeta,
  type SearchFieldsDraft,
  type SearchFieldsTexts,
  searchFieldsTexts,
} from './searchFields';
import { SearchFieldsInputs } from './SearchFieldsInputs';

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
}

/** The form of a page's search and social fields alone (the page's 'Search & social' panel). */
export function SearchFieldsForm(props: SearchFieldsFormProps) {
  const form = useForm<SearchFieldsTexts>({ defaultValues: searchFieldsTexts(props.saved) });
  const { handleSubmit, formState } = form;
  const autosave = useAutosave(props.autosaveKey, form);
  const [image, setImage] = useState<File | string | null>(null);
  useUnsavedChanges(formState.isDirty || image !== null);
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
      <SearchFieldsInputs
        form={form}
        image={image}
        onImageChange={setImage}
        saved={props.saved}
        own={props.own}
        siteName={props.siteName}
        url={props.url}
      />
      <UploadProgress percent={props.progress} />
      <FormActions saving={props.saving} onCancel={props.onCancel} />
    </EditorForm>
  );
}
