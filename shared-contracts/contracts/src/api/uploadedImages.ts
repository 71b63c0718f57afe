/**
 * How uploaded images are named, the contract between the upload pipeline (which writes them)
 * and the pages (which build `srcset` from a stored path alone).
 *
 * An image is stored as `<stem>-<width>x<height>.webp`, the stem 32 random hex digits, and beside
 * it one narrower copy `<stem>-<w>w.webp` for each of IMAGE_VARIANT_WIDTHS below its width. The
 * record holds the main image's path only. Images uploaded before the copies existed are named
 * `<stem>.webp`: they have no size in their name and no copies.
 */

/** Widths of the narrower copies made of every uploaded image (those below its own width). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

const IMAGE_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.webp$/;

export interface ImageVariant {
  /** The copy's file name, beside the main image's. */
  name: string;
  width: number;
}

export interface StoredImage {
  width: number;
  height: number;
  /** The narrower copies, narrowest first. */
  variants: ImageVariant[];
}

/** The file name of an image `width` x `height` pixels stored under `stem`. */
export const storedImageName = (stem: string, width: number, height: number): string =>
  `${stem}-${width}x${height}.webp`;

/** The narrower copies an image of this width gets. */
export const variantWidthsFor = (width: number): number[] =>
  IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth < width);

/** The file name of the `width` pixels wide copy of the image stored under `stem`. */
export const imageVariantName = (stem: string, width: number): string => `${stem}-${width}w.webp`;

/**
 * What an image's file name tells: its size and its copies. Undefined for any other name: an
 * image stored before the copies existed, a video, a file that is not ours.
 */
export function storedImage(name: string): StoredImage | undefined {
  const match = IMAGE_NAME.exec(name);
  if (!match) return undefined;
  const [, stem, width, height] = match;
  return {
    width: Number(width),
    height: Number(height),
    variants: variantWidthsFor(Number(width)).map((variantWidth) => ({
      name: imageVariantName(stem, variantWidth),
      width: variantWidth,
    })),
  };
}
