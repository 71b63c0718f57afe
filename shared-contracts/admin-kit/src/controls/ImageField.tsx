import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { imageUrl } from '@academy/ui';
import { ChooseFromLibrary } from '../media/ChooseFromLibrary';
import { imageFileProblem } from './imageFiles';
import { FieldMessage, describedBy } from './FieldMessage';
import { FileInput } from './FileInput';
import { useObjectUrl } from './useObjectUrl';
import styles from './controls.module.css';

interface ImageFieldProps {
  label: string;
  /** The chosen file, or the path of a picture chosen from the library; null shows the stored image. */
  file: File | string | null;
  onChange: (file: File | null) => void;
  /** Given, the field offers 'Choose from library', handing the chosen picture's path here. */
  onChoose?: (path: string) => void;
  /** The stored image (path or URL), shown until a file is chosen. */
  currentImage?: string;
  /** What the image shows, for screen readers (usually the record's title). */
  previewAlt: string;
  /** Advice shown under the label, e.g. 'Logo recommended 200x200px'. */
  hint?: string;
  error?: string;
}

/** What the field says of a picture chosen from the library, in place of a file's name. */
export const CHOSEN_FROM_LIBRARY = 'Chosen from the library';

/**
 * One image: chosen with the file picker or dropped onto the field (or, given `onChoose`, from the
 * library), checked ('Please select an
 * image file' for anything else), and previewed whole before it is uploaded.
 */
export function ImageField({
  label,
  file,
  onChange,
  onChoose,
  currentImage,
  previewAlt,
  hint,
  error,
}: ImageFieldProps) {
  const id = useId();
  const ids = { error: `${id}-error`, hint: hint ? `${id}-hint` : undefined };
  const [problem, setProblem] = useState('');
  const [dragging, setDragging] = useState(false);
  const previewUrl = useObjectUrl(file instanceof File ? file : null);
  const chosen = typeof file === 'string' ? file : undefined;
  const shown = previewUrl || imageUrl(chosen ?? currentImage);
  const message = problem || error;

  function choose(chosen: File | null): boolean {
    const reason = chosen ? imageFileProblem(chosen) : null;
    setProblem(reason ?? '');
    onChange(reason ? null : chosen);
    return !reason;
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    // A refused file must not look selected in the input either.
    if (!choose(event.target.files?.[0] ?? null)) event.target.value = '';
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) choose(dropped);
  }

  return (
    <div className={[styles.field, message ? styles.invalid : ''].join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className={styles.hint} id={ids.hint}>
          {hint}
        </p>
      )}
      <div
        className={[styles.dropZone, dragging ? styles.dragging : ''].join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="image-drop-zone"
      >
        {shown ? (
          <img className={styles.preview} src={shown} alt={previewAlt} width={320} height={180} />
        ) : (
          <p className={styles.noImage}>No image</p>
        )}
        <p className={styles.dropHint}>
          {file instanceof File
            ? file.name
            : chosen
              ? CHOSEN_FROM_LIBRARY
              : 'Drop an image here, or choose one:'}
        </p>
        <FileInput id={id} accept="image/*" onChange={pick} {...describedBy(ids, message)} />
      </div>
      {onChoose && <ChooseFromLibrary label={label} onChoose={onChoose} />}
      <FieldMessage id={ids.error} message={message} announce={Boolean(problem)} />
    </div>
  );
}
