import { useId, useState, type ChangeEvent } from 'react';
import { resolveImageUrl } from '../format/imageUrl';
import { imageFileProblem } from './imageFiles';
import { StatusMessage } from './StatusMessage';
import { useObjectUrl } from './useObjectUrl';
import styles from './editor.module.css';

interface ImageInputProps {
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
}

/**
 * One image file: only images are accepted ('Please select an image file' otherwise), and the
 * chosen file is previewed before it is uploaded.
 */
export function ImageInput({ label, file, onChange, currentImage, previewAlt, hint }: ImageInputProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl || resolveImageUrl(currentImage);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const reason = chosen ? imageFileProblem(chosen) : null;
    // A rejected file must not look selected in the input either.
    if (reason) event.target.value = '';
    setProblem(reason ?? '');
    onChange(reason ? null : chosen);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={choose}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <StatusMessage message={problem} />
      {shown && <img className={styles.preview} src={shown} alt={previewAlt} width={320} height={180} />}
    </div>
  );
}
