import { useId } from 'react';
import { Picture, imageUrl, pageImage } from '@academy/ui';
import type { BlogMedia } from '../../../schemas';
import styles from './blogDetail.css';

/** 'image' is a picture, any other type a video. */
export const isImageMedia = (media: Pick<BlogMedia, 'type'>) => media.type === 'image';

/** A picture's width (blogDetail.css): two columns of the 48rem article from 48rem, else the whole width. */
const MEDIA_IMAGE_SIZES = '(min-width: 48rem) 22rem, calc(100vw - 2.5rem)';

/** A picture shown whole: its own size, when its stored name tells it, keeps its place from shifting. */
function MediaImage({ url, name }: { url: string; name: string }) {
  const picture = pageImage(url, MEDIA_IMAGE_SIZES);
  const { width = 800, height = 500 } = picture;
  return <Picture image={picture} alt={name} width={width} height={height} loading="lazy" />;
}

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
          const kind = isImageMedia(item) ? 'picture' : 'video';
          // A picture's alt text does not repeat its caption, which is read with it (the figure's).
          const name = isImageMedia(item) || !item.caption ? `${title}: ${kind} ${index + 1}` : item.caption;
          return (
            <li key={item._id}>
              <figure className={styles.figure}>
                {isImageMedia(item) ? (
                  <MediaImage url={item.url} name={name} />
                ) : (
                  <video
                    src={imageUrl(item.url)}
                    controls
                    preload="metadata"
                    aria-label={name}
                    width={800}
                    height={450}
                  />
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
