import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, sendData } from '@academy/runtime';
import {
  Button,
  FileInput,
  type PictureChoice,
  UNDESCRIBED,
  UploadProgress,
  appendDescription,
  contentKey,
  useStatus,
  pictureProblem,
  useUnsavedChanges,
  useUpload,
} from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import home from '../../../section';
import type { GalleryImage } from '../../../schemas';
import { SelectedImagePreview } from './SelectedImagePreview';
import { selectGalleryImages } from './selectGalleryImages';
import styles from './gallery.css';

/** Uploads the chosen images in one request; they join the top of the gallery. */
function useUploadGalleryImages() {
  const queryClient = useQueryClient();
  const key = contentKey(home.paths.gallery);
  return useUpload<FormData, GalleryImage[]>(
    (body, onUploadProgress) =>
      sendData<GalleryImage[]>('post', home.paths.gallery, body, { onUploadProgress }),
    {
      onSuccess: (added) => {
        queryClient.setQueryData<GalleryImage[] | null>(key, (images) => [...added, ...(images ?? [])]);
        return queryClient.invalidateQueries({ queryKey: key });
      },
    },
  );
}

/** How the form names each chosen picture, as the server's refusal does: 'Picture 1', 'Picture 2', ... */
const pictureLabel = (index: number) => `Picture ${index + 1}`;

/**
 * Choose up to 10 images, preview and describe each (or mark it decorative), and upload them in
 * one multipart request: each file's description beside it, in the order of the files.
 */
export function GalleryUploadForm() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [choices, setChoices] = useState<PictureChoice[]>([]);
  const status = useStatus();
  const upload = useUploadGalleryImages();
  useUnsavedChanges(files.length > 0);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const selection = selectGalleryImages(Array.from(event.target.files ?? []));
    setFiles(selection.files);
    setChoices(selection.files.map(() => UNDESCRIBED));
    status.show(selection.message);
    // Nothing kept: the input must not keep showing the refused files either.
    if (selection.files.length === 0) event.target.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      status.show('No images to upload');
      return;
    }
    // The publishing guard: no picture goes up undescribed and not marked decorative.
    const problem = choices.map((choice, index) => pictureProblem(pictureLabel(index), choice)).find(Boolean);
    if (problem) {
      status.show(problem);
      return;
    }
    const body = new FormData();
    files.forEach((file, index) => {
      body.append('galleryImages', file);
      appendDescription(body, 'galleryImages', choices[index]);
    });
    status.clear();
    try {
      await upload.mutateAsync(body);
      status.show('Images uploaded successfully');
      setFiles([]);
      setChoices([]);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      status.show(getErrorMessage(error, 'Failed to upload images'));
    }
  }

  return (
    <form className={styles.upload} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>Add images (up to 10 at a time)</label>
      <FileInput ref={inputRef} id={inputId} multiple accept="image/*" onChange={choose} />
      {files.length > 0 && (
        <ul className={styles.grid} aria-label="Selected images">
          {files.map((file, index) => (
            <SelectedImagePreview
              key={`${file.name}-${file.lastModified}-${file.size}`}
              file={file}
              label={pictureLabel(index)}
              choice={choices[index] ?? UNDESCRIBED}
              onChange={(choice) =>
                setChoices((current) => current.map((kept, at) => (at === index ? choice : kept)))
              }
            />
          ))}
        </ul>
      )}
      <UploadProgress percent={upload.progress} />
      <div>
        <Button type="submit" variant="primary" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
      <StatusMessage key={status.key} message={status.text} />
    </form>
  );
}
