import type { ReactNode } from 'react';
import { HERO_IMAGE_SIZES, responsiveImage } from '../format/responsiveImage';
import styles from './ui.module.css';

interface HeroProps {
  title: string;
  description: string;
  image?: string;
  /** Full-screen on the home page; a shorter band on the other pages. */
  fullScreen?: boolean;
  children?: ReactNode;
}

/**
 * A page's hero: the one image above the fold, so it loads eagerly and with high priority. It
 * covers the whole width; width and height give the box's shape before the styles apply.
 */
export function Hero({ title, description, image, fullScreen = false, children }: HeroProps) {
  const { src, srcSet } = responsiveImage(image);
  return (
    <section className={`${styles.hero} ${fullScreen ? styles.heroFull : ''}`} aria-label={title}>
      {src && (
        <img
          className={styles.heroImage}
          src={src}
          srcSet={srcSet}
          sizes={srcSet && HERO_IMAGE_SIZES}
          alt=""
          width={1600}
          height={900}
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
