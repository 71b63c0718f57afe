import { useObjectUrl } from '@academy/admin-kit';
import styles from './gallery.css';

/** One chosen file, shown before upload (its preview URL is released when it goes away). */
export function SelectedImagePreview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.tile}>
      {url && <img src={url} alt={`Selected: ${file.name}`} width={160} height={120} />}
    </li>
  );
}
