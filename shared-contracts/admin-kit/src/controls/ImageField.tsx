import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { imageUrl } from '@academy/ui';
import { imageFileProblem } from './imageFiles';
import { FieldMessage, describedBy } from './FieldMessage';
import { FileInput } from './FileInput';
import { useObjectUrl } from './useObjectUrl';
import styles from './controls.module.css';

interface ImageFieldProps {
  label: string;
  /** The chosen file; null shows the stored image. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored image (path or URL), shown until a file is chosen. */
  currentImage?: string;
  /** What the image shows, for screen readers (usually the record's title). */
  previewAlt: string;
  /** Advice shown under the label, e.g. 'Logo recommended 200x200px'. */
  hint?: string;
  error?: string;
}

/**
 * One image: chosen with the file picker or dropped onto the field, checked ('Please select an
 * image file' for anything else), and previewed whole before it is uploaded.
 */
export function ImageField({
  label,
  file,
  onChange,
  currentImage,
  previewAlt,
  hint,
  error,
}: ImageFieldProps) {
  const id = useId();
  const ids = { error: `${id}-error`, hint: hint ? `${id}-hint` : undefined };
  const [problem, setProblem] = useState('');
  const [dragging, setDragging] = useState(false);
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl || imageUrl(currentImage);
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
        <p className={styles.dropHint}>{file ? file.name : 'Drop an image here, or choose one:'}</p>
        <FileInput id={id} accept="image/*" onChange={pick} {...describedBy(ids, message)} />
      </div>
      <FieldMessage id={ids.error} message={message} announce={Boolean(problem)} />
    </div>
  );
}
