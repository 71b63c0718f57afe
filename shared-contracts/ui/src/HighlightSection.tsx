import { pageImage } from './images';
import type { DescribedPicture } from '@academy/contracts';
import { Picture, pictureAlt } from './Picture';
import styles from './highlight.module.css';

interface HighlightSectionProps {
  title: string;
  description: string;
  image?: DescribedPicture;
  /** Alternating sides keep consecutive sections from looking like one block on wide screens. */
  imageSide: 'start' | 'end';
}

/**
 * The width the picture takes (highlight.module.css): half of the 72rem band, less its 2rem
 * padding and the 3rem gap, from 48rem; the whole width less 1.25rem each side on a phone.
 */
const HIGHLIGHT_IMAGE_SIZES =
  '(min-width: 72rem) 32.5rem, (min-width: 48rem) calc((100vw - 7rem) / 2), calc(100vw - 2.5rem)';

/** An image beside a title and a description: the about-us, our-story and why-choose-us sections. */
export function HighlightSection({ title, description, image, imageSide }: HighlightSectionProps) {
  const picture = pageImage(image?.path, HIGHLIGHT_IMAGE_SIZES);
  return (
    <section className={`${styles.highlight} ${imageSide === 'end' ? styles.imageEnd : ''}`}>
      {image && picture.src && (
        <Picture
          className={styles.image}
          image={picture}
          alt={pictureAlt(image)}
          focus={image.focus}
          width={640}
          height={480}
          loading="lazy"
          // It follows its page's hero: in view on a phone, Chromium raised it to high priority
          // once laid out, where it took a slow line's bandwidth from the hero (the largest paint).
          fetchPriority="low"
        />
      )}
      <div className={styles.text}>
        <h2>{title}</h2>
        <p>{description}</p>
      </div>
    </section>
  );
}
