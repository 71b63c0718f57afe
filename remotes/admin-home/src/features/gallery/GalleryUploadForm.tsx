import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiPaths, sendData, type GalleryImage } from 'shared-contracts';
import { StatusMessage, UploadProgress, useSaveAction } from 'shared-contracts/ui';
import { SelectedImagePreview } from './SelectedImagePreview';
import { selectGalleryImages } from './selectGalleryImages';
import styles from './gallery.css';

/** Choose up to 10 images, preview them, and upload them in one multipart request. */
export function GalleryUploadForm({ onUploaded }: { onUploaded: (added: GalleryImage[]) => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const { status, setStatus, saving, progress, run } = useSaveAction();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const selection = selectGalleryImages(Array.from(event.target.files ?? []));
    setFiles(selection.files);
    setStatus(selection.message);
    // Nothing kept: the input must not keep showing the refused files either.
    if (selection.files.length === 0) event.target.value = '';
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setStatus('No images to upload');
      return;
    }
    const body = new FormData();
    for (const file of files) body.append('galleryImages', file);
    const result = await run(
      (onUploadProgress) =>
        sendData<GalleryImage[]>('post', apiPaths.home.gallery, body, { onUploadProgress }),
      { success: 'Images uploaded successfully', failure: 'Failed to upload images' },
    );
    if (result.ok) {
      onUploaded(result.data);
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <form className={styles.upload} onSubmit={(event) => void upload(event)}>
      <label htmlFor={inputId}>Add images (up to 10 at a time)</label>
      <input ref={inputRef} id={inputId} type="file" multiple accept="image/*" onChange={choose} />
      {files.length > 0 && (
        <ul className={styles.grid} aria-label="Selected images">
          {files.map((file) => (
            <SelectedImagePreview key={`${file.name}-${file.lastModified}-${file.size}`} file={file} />
          ))}
        </ul>
      )}
      <UploadProgress percent={progress} />
      <div>
        <button type="submit" disabled={saving}>
          {saving ? 'Uploading...' : 'Upload'}
        </button>
      </div>
      <StatusMessage message={status} />
    </form>
  );
}
