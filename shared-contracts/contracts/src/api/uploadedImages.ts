/**
 * How uploaded images are named, the contract between the upload pipeline (which writes them)
 * and the pages (which build `srcset` from a stored path alone).
 *
 * An image is stored as `<stem>-<width>x<height>-avif.webp`, the stem 32 random hex digits, and
 * beside it one narrower copy `<stem>-<w>w.webp` for each of IMAGE_VARIANT_WIDTHS below its
 * width, and an AVIF twin of each: `<stem>-<width>x<height>.avif` and `<stem>-<w>w.avif`. The
 * record holds the main WebP image's path only (WebP is what every consumer of a plain URL can
 * show: link previews, old browsers); `-avif` in it says the AVIF twins exist. Earlier versions
 * stored `<stem>-<width>x<height>.webp` (the WebP copies, no AVIF) and, before the copies,
 * `<stem>.webp` (no size in the name, no copies).
 */

/** Widths of the narrower copies made of every uploaded image (those below its own width). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

const IMAGE_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})(-avif)?\.webp$/;

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
  /** The AVIF twins, when the image has them: the image's own, and the narrower copies'. */
  avif?: { name: string; variants: ImageVariant[] };
}

/** The file name of an image `width` x `height` pixels stored under `stem`, with its AVIF twins. */
export const storedImageName = (stem: string, width: number, height: number): string =>
  `${stem}-${width}x${height}-avif.webp`;

/** The file name of the AVIF twin of the image `width` x `height` pixels stored under `stem`. */
export const avifImageName = (stem: string, width: number, height: number): string =>
  `${stem}-${width}x${height}.avif`;

/** The narrower copies an image of this width gets. */
export const variantWidthsFor = (width: number): number[] =>
  IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth < width);

/** The file name of the `width` pixels wide copy of the image stored under `stem`. */
export const imageVariantName = (stem: string, width: number, format: 'webp' | 'avif' = 'webp'): string =>
  `${stem}-${width}w.${format}`;

/**
 * What an image's file name tells: its size and its copies. Undefined for any other name: an
 * image stored before the copies existed, a video, a file that is not ours.
 */
export function storedImage(name: string): StoredImage | undefined {
  const match = IMAGE_NAME.exec(name);
  if (!match) return undefined;
  const [, stem, width, height, avif] = match;
  const variants = (format: 'webp' | 'avif') =>
    variantWidthsFor(Number(width)).map((variantWidth) => ({
      name: imageVariantName(stem, variantWidth, format),
      width: variantWidth,
    }));
  return {
    width: Number(width),
    height: Number(height),
    variants: variants('webp'),
    ...(avif && {
      avif: { name: avifImageName(stem, Number(width), Number(height)), variants: variants('avif') },
    }),
  };
}

/**
 * Every name the upload pipeline writes, of this version and the earlier ones: an image
 * (`<stem>-<w>x<h>-avif.webp`, `<stem>-<w>x<h>.webp`, `<stem>.webp`), its AVIF twin
 * (`<stem>-<w>x<h>.avif`), its copies (`<stem>-<w>w.webp`, `<stem>-<w>w.avif`), or a video
 * (`<stem>.mp4`, `<stem>.webm`). The site serves, and a restore accepts, no other name.
 */
const UPLOAD_NAME =
  /^[0-9a-f]{32}(?:-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}(?:-avif\.webp|\.webp|\.avif)|-[1-9][0-9]{0,4}w\.(?:webp|avif)|\.(?:webp|mp4|webm))$/;

/** Whether `name` is one the upload pipeline writes (UPLOAD_NAME above). */
export const isUploadName = (name: string): boolean => UPLOAD_NAME.test(name);

/** Every file stored for an image of this name: itself, its copies and their AVIF twins. */
export function storedImageFiles(name: string): string[] {
  const image = storedImage(name);
  if (!image) return [name];
  const twins = image.avif ? [image.avif.name, ...image.avif.variants.map((variant) => variant.name)] : [];
  return [name, ...image.variants.map((variant) => variant.name), ...twins];
}
