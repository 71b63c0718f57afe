import type { ReactNode } from 'react';
import { type DescribedPicture, HERO_IMAGE_SIZES } from '@academy/contracts';
import { pageImage } from './images';
import { Picture, pictureAlt } from './Picture';
import styles from './ui.module.css';

interface HeroProps {
  title: string;
  description: string;
  /** The hero's picture, with its description and focal point (describedPicture). */
  image?: DescribedPicture;
  /** Full-screen on the home page; a shorter band on the other pages. */
  fullScreen?: boolean;
  children?: ReactNode;
}

/**
 * A page's hero: the one image above the fold, so it loads eagerly and with high priority. It
 * covers the whole width; width and height give the box's shape before the styles apply.
 */
export function Hero({ title, description, image, fullScreen = false, children }: HeroProps) {
  // Its own size where the stored name tells it; else the 16:9 a hero is drawn at.
  const picture = pageImage(image?.path, HERO_IMAGE_SIZES);
  const { src, width = 1600, height = 900 } = picture;
  return (
    <section className={`${styles.hero} ${fullScreen ? styles.heroFull : ''}`} aria-label={title}>
      {src && (
        <Picture
          className={styles.heroImage}
          image={picture}
          alt={image ? pictureAlt(image) : ''}
          focus={image?.focus}
          width={width}
          height={height}
          loading="eager"
          fetchPriority="high"
        />
      )}
      <div className={styles.heroText}>
        <h1>{title}</h1>
        <p>{description}</p>
        {children}
      </div>
    </section>
  );
}
