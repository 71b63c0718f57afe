import { GALLERY_MAX_FILES, MAX_IMAGE_BYTES } from '@academy/contracts';
import { isImageFile, isWithinImageSizeLimit } from '@academy/admin-kit';

export const NOT_IMAGES_MESSAGE = 'Some files were not images and were not selected';
export const TOO_MANY_MESSAGE = `You can upload a maximum of ${GALLERY_MAX_FILES} images at a time`;
export const TOO_LARGE_MESSAGE = `Some images were larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB and were not selected`;

export interface GallerySelection {
  files: File[];
  /** Why some or all of the chosen files were not selected; empty when all were. */
  message: string;
}

/**
 * The gallery's rules for one choice of files: non-images are dropped with a message, and
 * more than 10 images select nothing (the server would refuse the whole upload).
 */
export function selectGalleryImages(chosen: File[]): GallerySelection {
  const images = chosen.filter(isImageFile);
  if (images.length > GALLERY_MAX_FILES) return { files: [], message: TOO_MANY_MESSAGE };
  const files = images.filter(isWithinImageSizeLimit);
  if (images.length < chosen.length) return { files, message: NOT_IMAGES_MESSAGE };
  if (files.length < images.length) return { files, message: TOO_LARGE_MESSAGE };
  return { files, message: '' };
}
