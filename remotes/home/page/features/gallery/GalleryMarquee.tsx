import type { CSSProperties } from 'react';
import { describedPicture } from '@academy/contracts';
import { Picture, pageImage, pictureAlt } from '@academy/ui';
import type { GalleryImage } from '../../../schemas';
import styles from './GalleryMarquee.css';

/** The pace: 5 seconds of scrolling per image, whatever the number of images. */
export const SECONDS_PER_IMAGE = 5;

/** Every picture of the row is 256 px wide (GalleryMarquee.css), whatever the screen. */
const GALLERY_IMAGE_SIZES = '256px';

function GalleryCopy({ images, hidden }: { images: GalleryImage[]; hidden: boolean }) {
  return (
    // The second copy only makes the loop seamless: screen readers and keyboards skip it.
    <ul
      className={styles.copy}
      aria-hidden={hidden || undefined}
      aria-label={hidden ? undefined : 'Gallery photos'}
    >
      {images.map((image) => {
        const described = describedPicture(image, 'imagePath');
        return (
          <li key={image._id} className={styles.slot}>
            <Picture
              image={pageImage(described.path, GALLERY_IMAGE_SIZES)}
              alt={hidden ? '' : pictureAlt(described)}
              focus={described.focus}
              width={256}
              height={192}
              loading="lazy"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An endlessly scrolling row: the list is drawn twice and the track slides by half its width
 * (one copy), so the end joins the start. It pauses on hover and under reduced motion.
 */
export function GalleryMarquee({ images }: { images: GalleryImage[] }) {
  return (
    <section className={styles.gallery}>
      <h2>Our Gallery</h2>
      {images.length === 0 ? (
        <p className={styles.empty}>No images available in the gallery.</p>
      ) : (
        <div className={styles.viewport}>
          <div
            className={styles.track}
            style={{ animationDuration: `${images.length * SECONDS_PER_IMAGE}s` } satisfies CSSProperties}
          >
            <GalleryCopy images={images} hidden={false} />
            <GalleryCopy images={images} hidden />
          </div>
        </div>
      )}
    </section>
  );
}
