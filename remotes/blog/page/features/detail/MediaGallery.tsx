import { useId } from 'react';
import { describedPicture } from '@academy/contracts';
import { Picture, imageUrl, pageImage, pictureAlt } from '@academy/ui';
import type { BlogMedia } from '../../../schemas';
import styles from './blogDetail.css';

/** 'image' is a picture, any other type a video. */
export const isImageMedia = (media: Pick<BlogMedia, 'type'>) => media.type === 'image';

/** A picture's width (blogDetail.css): two columns of the 48rem article from 48rem, else the whole width. */
const MEDIA_IMAGE_SIZES = '(min-width: 48rem) 22rem, calc(100vw - 2.5rem)';

/**
 * A picture shown whole: its own size, when its stored name tells it, keeps its place from
 * shifting. Its alt is what staff wrote of it: empty for a decorative picture or one nobody
 * described (never its file name or a made-up text), and it never repeats the caption, which is
 * read with it (the figure's).
 */
function MediaImage({ item }: { item: BlogMedia }) {
  const picture = pageImage(item.url, MEDIA_IMAGE_SIZES);
  const { width = 800, height = 500 } = picture;
  const alt = pictureAlt(describedPicture(item, 'url'));
  return <Picture image={picture} alt={alt} width={width} height={height} loading="lazy" />;
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
        {ordered.map((item, index) => (
          <li key={item._id}>
            <figure className={styles.figure}>
              {isImageMedia(item) ? (
                <MediaImage item={item} />
              ) : (
                <video
                  src={imageUrl(item.url)}
                  controls
                  preload="metadata"
                  aria-label={item.caption || `${title}: video ${index + 1}`}
                  width={800}
                  height={450}
                />
              )}
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
