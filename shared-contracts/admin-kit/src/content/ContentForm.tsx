import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditorForm } from '../controls/EditorForm';
import { ImageField } from '../controls/ImageField';
import {
  PictureDescription,
  UNDESCRIBED,
  pictureProblem,
  type PictureChoice,
} from '../controls/PictureDescription';
import { useObjectUrl } from '../controls/useObjectUrl';
import { imageUrl } from '@academy/ui';
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
  const [image, setImage] = useState<File | null>(null);
  const startingPicture = saved.picture ?? UNDESCRIBED;
  const [picture, setPicture] = useState<PictureChoice>(startingPicture);
  const [pictureError, setPictureError] = useState('');
  const previewUrl = useObjectUrl(image) || imageUrl(saved.image);
  const dirty = formState.isDirty || image !== null || picture !== startingPicture;
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
          const problem = image ? pictureProblem(labels.image, picture) : undefined;
          setPictureError(problem ?? '');
          if (problem) onInvalid(problem);
          else onSubmit({ title: values.title, description: values.description, image, picture });
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
      <ImageField
        label={labels.image}
        file={image}
        onChange={setImage}
        currentImage={saved.image}
        previewAlt={picture.alt || labels.image}
      />
      {previewUrl && (
        <PictureDescription
          label={labels.image}
          choice={picture}
          onChange={(next) => {
            setPicture(next);
            setPictureError('');
          }}
          previewUrl={previewUrl}
          error={pictureError}
        />
      )}
      <UploadProgress percent={progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
