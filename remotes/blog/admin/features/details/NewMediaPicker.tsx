import { useId, type ChangeEvent } from 'react';
import { Button, FileInput, useObjectUrl } from '@academy/admin-kit';
import { DETAILS_TEXTS } from './detailsTexts';
import { MediaPreview } from './MediaPreview';
import { mediaKindOf, selectMediaFiles } from './selectMediaFiles';
import styles from './details.css';

function SelectedMedia({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li>
      <MediaPreview kind={mediaKindOf(file) ?? 'image'} src={url} name={`Selected: ${file.name}`} />
      <p className={styles.fileName}>{file.name}</p>
      <div>
        <Button onClick={onRemove} aria-label={`Remove ${file.name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

interface NewMediaPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Says why chosen files were not selected (the editor's status line). */
  onProblem: (message: string) => void;
}

/** Choose images and videos to upload with the next save; each is previewed and can be removed. */
export function NewMediaPicker({ files, onChange, onProblem }: NewMediaPickerProps) {
  const id = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const selection = selectMediaFiles(files, Array.from(event.target.files ?? []));
    onChange(selection.files);
    if (selection.message) onProblem(selection.message);
    // The chosen files are kept above; the input is emptied so they can be chosen again.
    event.target.value = '';
  }

  return (
    <div className={styles.body}>
      <label className={styles.name} htmlFor={id}>
        Add media
      </label>
      <p className={styles.fileName} id={`${id}-hint`}>
        {DETAILS_TEXTS.mediaHint}
      </p>
      <FileInput
        id={id}
        multiple
        accept="image/*,video/mp4,video/webm"
        aria-describedby={`${id}-hint`}
        onChange={choose}
      />
      {files.length > 0 && (
        <ul className={styles.selected} aria-label="Selected media">
          {files.map((file, index) => (
            <SelectedMedia
              key={`${file.name}-${file.lastModified}-${file.size}-${index}`}
              file={file}
              onRemove={() => onChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
