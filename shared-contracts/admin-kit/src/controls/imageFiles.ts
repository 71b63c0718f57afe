import { MAX_IMAGE_BYTES } from '@academy/contracts';

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE_MESSAGE = `Please select an image of at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;

/**
 * Judged by the browser's declared type: enough to stop an obvious mistake before a long upload.
 * The server is the real check (it reads the content and refuses SVG).
 */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export function isWithinImageSizeLimit(file: File): boolean {
  return file.size <= MAX_IMAGE_BYTES;
}

/** Why a chosen file cannot be used as an image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!isImageFile(file)) return NOT_AN_IMAGE_MESSAGE;
  if (!isWithinImageSizeLimit(file)) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
