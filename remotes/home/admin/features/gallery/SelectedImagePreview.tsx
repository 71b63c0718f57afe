import { PictureDescription, type PictureChoice, useObjectUrl } from '@academy/admin-kit';
import styles from './gallery.css';

interface SelectedImagePreviewProps {
  file: File;
  /** 'Picture 1': what the description's field and the guard's sentence call it. */
  label: string;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
}

/**
 * One chosen file, shown before upload with its description and decorative choice (its preview
 * URL is released when it goes away).
 */
export function SelectedImagePreview({ file, label, choice, onChange }: SelectedImagePreviewProps) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.tile}>
      {url && <img src={url} alt={`Selected: ${file.name}`} width={160} height={120} />}
      <PictureDescription label={label} choice={choice} onChange={onChange} />
    </li>
  );
}
