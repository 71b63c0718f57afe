import { useState } from 'react';
import type { ContentDraft, ContentLabels, ContentValues } from './contentFields';
import { EditorForm } from './EditorForm';
import { FormActions } from './FormActions';
import { ImageInput } from './ImageInput';
import { TextField } from './TextField';
import { UploadProgress } from './UploadProgress';

interface ContentFormProps {
  labels: ContentLabels;
  /** The last saved values. The form is mounted only while editing, so Cancel discards the draft. */
  saved: ContentValues;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: ContentDraft) => void;
  onCancel: () => void;
}

/** Title, description and image of one content record, with Save and Cancel. */
export function ContentForm({ labels, saved, saving, progress, onSubmit, onCancel }: ContentFormProps) {
  const [title, setTitle] = useState(saved.title);
  const [description, setDescription] = useState(saved.description);
  const [image, setImage] = useState<File | null>(null);

  return (
    <EditorForm onSubmit={() => onSubmit({ title, description, image })}>
      <TextField label={labels.title} value={title} onChange={setTitle} />
      <TextField label={labels.description} value={description} onChange={setDescription} rows={5} />
      <ImageInput
        label={labels.image}
        file={image}
        onChange={setImage}
        currentImage={saved.image}
        previewAlt={title || labels.image}
      />
      <UploadProgress percent={progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
