import { useId } from 'react';
import type { BlogMedia } from 'shared-contracts/api';
import { resolveImageUrl } from 'shared-contracts/format';
import styles from './blogDetail.css';

/** The spec's rule: 'image' is a picture, any other type a video. */
export const isImageMedia = (media: Pick<BlogMedia, 'type'>) => media.type === 'image';

/**
 * The 'Media Gallery': pictures and videos in position order, each with its caption when it has
 * one. Videos have the browser's controls and load only their metadata until played.
 */
export function MediaGallery({ media, title }: { media: BlogMedia[]; title: string }) {
  const headingId = useId();
  const ordered = [...media].sort((a, b) => a.position - b.position);
  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h2 id={headingId}>Media Gallery</h2>
      <ul className={styles.mediaList}>
        {ordered.map((item, index) => {
          const src = resolveImageUrl(item.url);
          const name = item.caption || `${title}: ${isImageMedia(item) ? 'picture' : 'video'} ${index + 1}`;
          return (
            <li key={item._id}>
              <figure className={styles.figure}>
                {isImageMedia(item) ? (
                  <img src={src} alt={name} width={800} height={500} loading="lazy" />
                ) : (
                  <video src={src} controls preload="metadata" aria-label={name} width={800} height={450} />
                )}
                {item.caption && <figcaption>{item.caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
