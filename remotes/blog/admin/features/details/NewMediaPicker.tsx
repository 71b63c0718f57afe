import { useId, type ChangeEvent } from 'react';
import {
  Button,
  FileInput,
  PictureDescription,
  type PictureChoice,
  UNDESCRIBED,
  useObjectUrl,
} from '@academy/admin-kit';
import { NEW_MEDIA_LABEL } from '../../../schemas';
import { DETAILS_TEXTS } from './detailsTexts';
import { MediaPreview } from './MediaPreview';
import { mediaKindOf, selectMediaFiles } from './selectMediaFiles';
import styles from './details.css';

/** A file chosen for the next save, with what staff said of it if it is a picture. */
export interface NewMedia {
  file: File;
  picture: PictureChoice;
}

/** What the form and the server's refusal call the n-th chosen file: 'New media 2'. */
export const newMediaLabel = (index: number) => `${NEW_MEDIA_LABEL} ${index + 1}`;

interface SelectedMediaProps {
  chosen: NewMedia;
  label: string;
  onChange: (picture: PictureChoice) => void;
  onRemove: () => void;
}

function SelectedMedia({ chosen: { file, picture }, label, onChange, onRemove }: SelectedMediaProps) {
  const url = useObjectUrl(file);
  const kind = mediaKindOf(file) ?? 'image';
  return (
    <li aria-label={label}>
      <MediaPreview kind={kind} src={url} name={`Selected: ${file.name}`} />
      <p className={styles.fileName}>{file.name}</p>
      {/* A picture is described like every other (a video's caption says what it is). */}
      {kind === 'image' && <PictureDescription label={label} choice={picture} onChange={onChange} />}
      <div>
        <Button onClick={onRemove} aria-label={`Remove ${file.name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

interface NewMediaPickerProps {
  chosen: NewMedia[];
  onChange: (chosen: NewMedia[]) => void;
  /** Says why chosen files were not selected (the editor's status line). */
  onProblem: (message: string) => void;
}

/**
 * Choose images and videos to upload with the next save; each is previewed and can be removed,
 * and each picture asks for its description or 'Decorative'.
 */
export function NewMediaPicker({ chosen, onChange, onProblem }: NewMediaPickerProps) {
  const id = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const selection = selectMediaFiles(
      chosen.map((item) => item.file),
      Array.from(event.target.files ?? []),
    );
    // Those chosen before keep what was said of them; the new ones start undescribed.
    onChange(selection.files.map((file, index) => chosen[index] ?? { file, picture: UNDESCRIBED }));
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
      {chosen.length > 0 && (
        <ul className={styles.selected} aria-label="Selected media">
          {chosen.map((item, index) => (
            <SelectedMedia
              key={`${item.file.name}-${item.file.lastModified}-${item.file.size}-${index}`}
              chosen={item}
              label={newMediaLabel(index)}
              onChange={(picture) =>
                onChange(chosen.map((kept, at) => (at === index ? { ...kept, picture } : kept)))
              }
              onRemove={() => onChange(chosen.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
