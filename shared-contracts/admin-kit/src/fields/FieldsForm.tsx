import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { TITLE_AND_DESCRIPTION_REQUIRED, type EditorField } from '@academy/contracts';
import { AutosaveOffer, useAutosave } from '../autosave';
import type { ContentFields, ContentLabels } from '../content/contentFields';
import { EditorForm } from '../controls/EditorForm';
import { FormActions } from '../controls/FormActions';
import { DescribedImageField, useDescribedImage } from '../controls/DescribedImageField';
import type { PictureChoice } from '../controls/PictureDescription';
import { TextField } from '../controls/TextField';
import { UploadProgress } from '../controls/UploadProgress';
import { type ItemSearch, ItemSearchFields } from '../seo/ItemSearchFields';
import { searchFieldsTexts, splitSearchFields } from '../seo/searchFields';
import { useUnsavedChanges } from '../unsavedChanges';
import { fieldProblem, refusedField, type FieldTexts, type FieldsDraft } from './editorFields';
import { FieldInput } from './FieldInput';

/** A content kind's part of the form: its field names, labels and stored image. */
export interface ContentPart {
  names: ContentFields;
  labels: ContentLabels;
  /** The stored image's path ('' for none). */
  image: string;
  /** What staff said of the stored picture: its description, decorative choice and focal point. */
  picture?: PictureChoice;
}

export interface FieldsFormProps {
  /** The declared fields (`editor.fields`), after the content kind's title and description, if any. */
  fields: readonly EditorField[];
  /** Given for a content kind: its title, description and image come first. */
  content?: ContentPart;
  /** The texts the form starts from (`fieldTexts`); it is mounted only while editing. */
  saved: FieldTexts;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: FieldsDraft) => void;
  /** The first problem's sentence, for the status line. */
  onInvalid: (message: string) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Puts the cursor in the first field when the form opens (a list's add/edit form). */
  focusOnOpen?: boolean;
  /** The record's path, under which the texts typed are kept in the browser until saved. */
  autosaveKey?: string;
  /** The last save's refusal (the server's sentence): shown at the field it names, if it names one. */
  failure?: string | null;
  /** Given for an item with a page of its own (a blog post): its 'Search & social' fields, in this form. */
  search?: ItemSearch;
}

const notBlank = (value: string) => value.trim() !== '' || TITLE_AND_DESCRIPTION_REQUIRED;

/**
 * The form of a record's declared fields, and of its title, description and image when it is a
 * content kind, with Save and Cancel (and Save draft, Schedule where the editor offers them). Each
 * field is checked as it is declared (required, whole numbers within bounds, times and dates) and
 * its problem shown at it; the server's refusal is shown at the field it names. Its texts are kept
 * in the browser as they are typed, and leaving with changes asks first, as in every kit form.
 */
export function FieldsForm(props: FieldsFormProps) {
  const { fields, content, saving, onSubmit, onInvalid, onCancel, onDirtyChange, focusOnOpen } = props;
  const { search } = props;
  const form = useForm<FieldTexts>({
    // The search fields' `noindex` is a yes or no among the texts.
    defaultValues: {
      ...props.saved,
      ...(search && (searchFieldsTexts(search.saved) as unknown as FieldTexts)),
    },
  });
  const { register, handleSubmit, formState, setFocus, watch } = form;
  const autosave = useAutosave(props.autosaveKey, form);
  const picture = useDescribedImage(content?.labels.image ?? '', content?.picture);
  const [searchImage, setSearchImage] = useState<File | string | null>(null);
  const dirty = formState.isDirty || picture.changed || searchImage !== null;
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const first = content ? content.names.title : fields[0]?.name;
  useEffect(() => {
    if (focusOnOpen && first) setFocus(first);
  }, [focusOnOpen, first, setFocus]);
  const { errors } = formState;
  const refused = refusedField(props.failure ?? null, fields);
  const errorOf = (name: string) =>
    errors[name]?.message ?? (refused === name && props.failure ? props.failure : undefined);

  /** The first problem in the order of the fields, for the status line. */
  const firstProblem = (problems: FieldErrors<FieldTexts>) => {
    const order = [
      ...(content ? [content.names.title, content.names.description] : []),
      ...fields.map((f) => f.name),
      ...(search ? ['seoTitle', 'seoDescription'] : []),
    ];
    const name = order.find((candidate) => problems[candidate]?.message);
    return (name && problems[name]?.message) || TITLE_AND_DESCRIPTION_REQUIRED;
  };

  return (
    <EditorForm
      onSubmit={handleSubmit(
        (values) => {
          // The publishing guard: a new or replaced picture goes only described or decorative.
          const problem = picture.check();
          if (problem) return onInvalid(problem);
          const described = content ? { image: picture.image, picture: picture.picture } : { image: null };
          if (!search) return onSubmit({ values, ...described });
          const split = splitSearchFields(values);
          onSubmit({
            values: split.rest,
            ...described,
            search: { values: split.search, image: searchImage },
          });
        },
        (problems) => onInvalid(firstProblem(problems)),
      )}
    >
      <AutosaveOffer autosave={autosave} />
      {content && (
        <>
          <TextField
            label={content.labels.title}
            required
            error={errors[content.names.title]?.message}
            {...register(content.names.title, { validate: notBlank })}
          />
          <TextField
            label={content.labels.description}
            rows={5}
            required
            error={errors[content.names.description]?.message}
            {...register(content.names.description, { validate: notBlank })}
          />
        </>
      )}
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          error={errorOf(field.name)}
          registered={register(field.name, { validate: (text) => fieldProblem(field, text ?? '') ?? true })}
        />
      ))}
      {content && <DescribedImageField field={picture} currentImage={content.image} />}
      {search && (
        <ItemSearchFields
          form={form}
          search={search}
          own={{
            title: content ? watch(content.names.title) : '',
            description: content ? watch(content.names.description) : '',
            image: content?.image,
          }}
          image={searchImage}
          onImageChange={setSearchImage}
        />
      )}
      <UploadProgress percent={props.progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
