import type { ImgHTMLAttributes } from 'react';
import type { ResponsiveImage } from '@academy/contracts';
import styles from './ui.module.css';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  /** The image and its copies (pageImage). */
  image: ResponsiveImage;
};

/**
 * A stored image as the page shows it: the `<img>` with its WebP copies, and, when the image has
 * AVIF twins, inside a `<picture>` whose AVIF source a browser that shows AVIF takes instead (the
 * same widths and sizes, a third to a half of the bytes). The picture is `display: contents`, so
 * the img is laid out, styled and sized (width and height) exactly as without it.
 */
export function Picture({ image, ...attributes }: PictureProps) {
  const { src, srcSet, sizes, avif } = image;
  const img = <img src={src} srcSet={srcSet} sizes={sizes} {...attributes} />;
  if (!avif) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif.srcSet ?? avif.src} sizes={avif.srcSet ? sizes : undefined} />
      {img}
    </picture>
  );
}
