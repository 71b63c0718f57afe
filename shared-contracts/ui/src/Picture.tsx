import type { ImgHTMLAttributes } from 'react';
import type { DescribedPicture, ResponsiveImage } from '@academy/contracts';
import styles from './ui.module.css';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** The image and its copies (pageImage). */
  image: ResponsiveImage;
  /** What it shows, as staff described it; empty for a decorative picture (see pictureAlt). */
  alt: string;
  /** The point that stays in view wherever the picture is cropped (`object-position`); centred if empty. */
  focus?: string;
};

/**
 * The text alternative of a described picture: its description, or empty for a decorative one and
 * for one nobody described yet (a made-up text tells a blind visitor nothing; the dashboard lists
 * those to describe).
 */
export const pictureAlt = (picture: Pick<DescribedPicture, 'alt' | 'decorative'>): string =>
  picture.decorative ? '' : picture.alt;

/**
 * A stored image as the page shows it: the `<img>` with its WebP copies, and, when the image has
 * AVIF twins, inside a `<picture>` whose AVIF source a browser that shows AVIF takes instead (the
 * same widths and sizes, a third to a half of the bytes). The picture is `display: contents`, so
 * the img is laid out, styled and sized (width and height) exactly as without it.
 */
export function Picture({ image, alt, focus, style, ...attributes }: PictureProps) {
  const { src, srcSet, sizes, avif } = image;
  const position = focus ? { ...style, objectPosition: focus } : style;
  const img = <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} style={position} {...attributes} />;
  if (!avif) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif.srcSet ?? avif.src} sizes={avif.srcSet ? sizes : undefined} />
      {img}
    </picture>
  );
}
