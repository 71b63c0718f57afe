import { UPLOADS_PATH } from '../api/paths';
import { type ImageVariant, storedImage } from '../api/uploadedImages';
import { resolveImageUrl } from './imageUrl';

/** What an `<img>` needs to let the browser pick the narrowest copy that fills its place. */
export interface ResponsiveImage {
  src: string;
  /** The copies by width, the image itself last; absent when there are none to choose from. */
  srcSet?: string;
  /** The width the image takes on the page, given with `srcSet` only (it means nothing alone). */
  sizes?: string;
  /**
   * The AVIF twins (the same widths, a third to a half of the bytes), for a
   * `<source type="image/avif">` with the same `sizes`; absent for an image stored without them.
   */
  avif?: { src: string; srcSet?: string };
  /** The image's own size, when its stored name tells it. */
  width?: number;
  height?: number;
}

/** A hero spans the page's whole width, on a phone as on a desktop. */
export const HERO_IMAGE_SIZES = '100vw';

const UPLOADED = `${UPLOADS_PATH}/`;

/**
 * The image URL rule (`resolveImageUrl`) plus, for an image this site stored, its narrower
 * copies as a `srcSet` with the `sizes` given (the width its place takes), its own size, and its
 * AVIF twins when it has them. Absolute URLs, images stored before the copies existed and empty
 * values give the `src` alone.
 */
export function responsiveImage(
  value: string | null | undefined,
  sizes: string,
  origin: string,
): ResponsiveImage {
  const src = resolveImageUrl(value, origin);
  const image = value?.startsWith(UPLOADED) ? storedImage(value.slice(UPLOADED.length)) : undefined;
  if (!image) return { src };
  const { width, height, variants, avif } = image;
  const url = (name: string) => resolveImageUrl(UPLOADED + name, origin);
  const candidates = (copies: ImageVariant[], main: string) =>
    [...copies.map((copy) => `${url(copy.name)} ${copy.width}w`), `${url(main)} ${width}w`].join(', ');
  if (variants.length === 0) return { src, width, height, ...(avif && { avif: { src: url(avif.name) } }) };
  return {
    src,
    srcSet: candidates(variants, value!.slice(UPLOADED.length)),
    sizes,
    width,
    height,
    ...(avif && { avif: { src: url(avif.name), srcSet: candidates(avif.variants, avif.name) } }),
  };
}

/** The `<link rel="preload" as="image">` of a page's hero, fetching what the hero's `<img>` shows. */
export interface HeroImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** The AVIF twins' type: a browser that cannot show AVIF skips the preload (and shows the WebP). */
  type?: 'image/avif';
}

/**
 * The preload of a hero image: the same candidates and sizes as the Hero's picture (its AVIF
 * source when it has one), so that the browser preloads the copy the page then uses instead of
 * fetching a second one.
 */
export function heroImagePreload(
  value: string | null | undefined,
  origin: string,
): HeroImagePreload | undefined {
  const { src, srcSet, sizes, avif } = responsiveImage(value, HERO_IMAGE_SIZES, origin);
  if (!src) return undefined;
  const [href, candidates] = avif ? [avif.src, avif.srcSet] : [src, srcSet];
  return {
    href,
    ...(candidates && { imageSrcSet: candidates, imageSizes: sizes }),
    ...(avif && { type: 'image/avif' as const }),
  };
}
