import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EditorForm } from '../controls/EditorForm';
import { DescribedImageField, useDescribedImage } from '../controls/DescribedImageField';
import { FormActions } from '../controls/FormActions';
import { TextField } from '../controls/TextField';
import { UploadProgress } from '../controls/UploadProgress';
import { AutosaveOffer, useAutosave } from '../autosave';
import { useUnsavedChanges } from '../unsavedChanges';
import { TITLE_AND_DESCRIPTION_REQUIRED } from '@academy/contracts';
import { type ContentDraft, type ContentLabels, type ContentValues } from './contentFields';

interface ContentFormProps {
  labels: ContentLabels;
  /** The values the form starts from; it is mounted only while editing, so Cancel drops the draft. */
  saved: ContentValues;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: ContentDraft) => void;
  /** Called with the field's sentence when a required field is empty, for the status line. */
  onInvalid: (message: string) => void;
  onCancel: () => void;
  /** Tells an owner that keeps one form open at a time whether this one holds changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Puts the cursor in the title when the form opens (a list's add/edit form). */
  focusOnOpen?: boolean;
  /** The record's path, under which the texts typed are kept in the browser until saved. */
  autosaveKey?: string;
}

const notBlank = (value: string) => value.trim() !== '' || TITLE_AND_DESCRIPTION_REQUIRED;

/**
 * Title, description and image of one content record, with Save and Cancel. Both texts are
 * required: an empty one is marked and described at the field, and named in the status line.
 */
export function ContentForm(props: ContentFormProps) {
  const { labels, saved, saving, progress, onSubmit, onInvalid, onCancel, onDirtyChange, focusOnOpen } =
    props;
  const form = useForm({ defaultValues: { title: saved.title, description: saved.description } });
  const { register, handleSubmit, formState, setFocus } = form;
  const autosave = useAutosave(props.autosaveKey, form);
  const picture = useDescribedImage(labels.image, saved.picture);
  const dirty = formState.isDirty || picture.changed;
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (focusOnOpen) setFocus('title');
  }, [focusOnOpen, setFocus]);
  const { errors } = formState;

  return (
    <EditorForm
      onSubmit={handleSubmit(
        (values) => {
          // The publishing guard: a new or replaced picture goes only described or decorative.
          const problem = picture.check();
          if (problem) onInvalid(problem);
          else
            onSubmit({
              title: values.title,
              description: values.description,
              image: picture.image,
              picture: picture.picture,
            });
        },
        () => onInvalid(TITLE_AND_DESCRIPTION_REQUIRED),
      )}
    >
      <AutosaveOffer autosave={autosave} />
      <TextField
        label={labels.title}
        required
        error={errors.title?.message}
        {...register('title', { validate: notBlank })}
      />
      <TextField
        label={labels.description}
        rows={5}
        required
        error={errors.description?.message}
        {...register('description', { validate: notBlank })}
      />
      <DescribedImageField field={picture} currentImage={saved.image} />
      <UploadProgress percent={progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
