import { imageUrl } from '@academy/ui';
import styles from './details.css';

/** A picture, or a video that loads only its metadata until played. */
export function MediaPreview({ kind, src, name }: { kind: 'image' | 'video'; src: string; name: string }) {
  const url = imageUrl(src);
  if (!url) return null;
  return kind === 'image' ? (
    <img className={styles.preview} src={url} alt={name} width={256} height={144} loading="lazy" />
  ) : (
    <video
      className={styles.preview}
      src={url}
      controls
      preload="metadata"
      aria-label={name}
      width={256}
      height={144}
    />
  );
}
