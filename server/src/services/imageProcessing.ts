import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS, variantWidthsFor } from '@academy/contracts';
import sharp from 'sharp';
import { HttpError } from './httpErrors';

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.';
const TOO_MANY_PIXELS = `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`;

/** Longest side of a stored image: enough for a full-screen hero on a large display. */
const MAX_IMAGE_SIDE = 2400;

// WebP effort 0 encodes a photo in a quarter of the time of the default 4 (about 90 against
// 350 ms for 1600x1000) at the same quality and, for photos, about the same size; that keeps an
// administrator's save quick while the site is busy (npm run bench).
const WEBP_EFFORT = 0;

// AVIF twins at quality 50, effort 1, 4:2:0 chroma: for the 35 demo pictures at all their widths,
// 740 KB against 1,760 KB of WebP (the hero's 960-pixel copy 12 against 28 KB), which takes
// Lighthouse's phone below its "properly size images" thresholds, encoded in 4.7 s on one core
// against 1.4 s for the WebP (effort 2: 680 KB in 7.8 s; effort 0: 980 KB in 2.1 s).
const AVIF = { quality: 50, effort: 1, chromaSubsampling: '4:2:0' } as const;

const WEBP_QUALITY = 82;

/**
 * What an image's encoding depends on besides its bytes: libvips' version and our settings. A
 * prepared image kept with it (the demo's pictures, demo/preparedPictures.ts) is only reused
 * while it is the same.
 */
export const IMAGE_ENCODING = JSON.stringify({
  versions: sharp.versions,
  side: MAX_IMAGE_SIDE,
  widths: IMAGE_VARIANT_WIDTHS,
  webp: { quality: WEBP_QUALITY, effort: WEBP_EFFORT },
  avif: AVIF,
});

// Every image is decoded and encoded once; libvips' cache of operations would only hold memory.
sharp.cache(false);
// One thread per encode, and an upload's copies encoded one after the other: an administrator's
// save then takes one core at most, and the visitors' reads keep the other (on two cores, parallel
// encodes of the copies cut the site's throughput by a third while a hero was saved).
sharp.concurrency(1);

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/**
 * The format by the file's first bytes, before any decoder sees it; SVG (text) and anything
 * else is refused here, whatever the file's name or declared type.
 */
export function sniffImageKind(data: Buffer): ImageKind | undefined {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1');
  if (data.length < 12) return undefined;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return undefined;
}

// libvips names AVIF "heif".
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

/** An image's bytes in both formats. */
export interface EncodedImage {
  webp: Buffer;
  avif: Buffer;
}

/** An uploaded image re-encoded: the image to show and its narrower copies, WebP and AVIF. */
export interface PreparedImage {
  width: number;
  height: number;
  data: EncodedImage;
  variants: { width: number; data: EncodedImage }[];
}

/** The stored width: the upright image fitted within MAX_IMAGE_SIDE, never enlarged. */
function storedWidth({ width, height }: { width: number; height: number }): number {
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(width, height));
  // Rounded down, so that the height sharp derives from it stays within the side too.
  return Math.max(1, Math.floor(width * scale));
}

/** Images already prepared from these very bytes (the same Buffer), which need no encoding again. */
const alreadyPrepared = new WeakMap<Buffer, PreparedImage>();

/** Lets prepareImage answer `prepared` for `data` (the same Buffer) without encoding it again. */
export function rememberPrepared(data: Buffer, prepared: PreparedImage): void {
  alreadyPrepared.set(data, prepared);
}

/**
 * Checks an uploaded file by its content and re-encodes it: EXIF orientation applied and all
 * metadata dropped, fitted within MAX_IMAGE_SIDE, WebP and AVIF out, plus a copy of each at each
 * of the variant widths below its own. Throws 415 for a non-image and 413 for one with too many pixels;
 * nothing touches the disk here.
 */
export async function prepareImage(data: Buffer): Promise<PreparedImage> {
  const remembered = alreadyPrepared.get(data);
  if (remembered) return remembered;
  const kind = sniffImageKind(data);
  if (!kind) throw new HttpError(415, NOT_AN_IMAGE);
  let metadata: sharp.Metadata;
  try {
    // Reads the header only; the pixel count is checked before anything is decoded.
    metadata = await sharp(data).metadata();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  if (metadata.format !== SHARP_FORMAT[kind]) throw new HttpError(415, NOT_AN_IMAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS)
    throw new HttpError(413, TOO_MANY_PIXELS);
  const width = storedWidth(metadata.autoOrient);
  const upright = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  // Every width from the upload itself: each decode may shrink on load (JPEG), which is quicker
  // than deriving the smaller copies from the largest.
  const encode = async (targetWidth: number) => {
    const resized = upright.clone().resize({ width: targetWidth });
    const webp = await resized
      .clone()
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    const avif = await resized.avif(AVIF).toBuffer();
    return { info: webp.info, data: { webp: webp.data, avif } };
  };
  try {
    const variantWidths = variantWidthsFor(width);
    const encoded = [];
    for (const targetWidth of [width, ...variantWidths]) encoded.push(await encode(targetWidth));
    const [main, ...variants] = encoded;
    return {
      width: main.info.width,
      height: main.info.height,
      data: main.data,
      variants: variants.map((variant, i) => ({ width: variantWidths[i], data: variant.data })),
    };
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}
