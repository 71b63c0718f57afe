import { MAX_IMAGE_BYTES } from '@academy/contracts';
import { HttpError, sniffImageKind, sniffVideoKind, uploadedFiles } from '@academy/server/kit';
import type { MediaFile } from './detailedContent';

const NOT_MEDIA =
  'Only images (JPEG, PNG, WebP, GIF or AVIF) and MP4 or WebM videos are accepted as blog media.';
const IMAGE_TOO_LARGE = `File is too large. Images can be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;

/**
 * The media files of a form, each told apart by its first bytes (never its name or declared
 * type): an image goes through the image pipeline, a video is checked and kept as it is. The
 * form may carry files up to the video cap, so an image is held to its own cap here.
 */
export function mediaFiles(value: unknown): MediaFile[] {
  return uploadedFiles(value).map((data): MediaFile => {
    if (sniffImageKind(data)) {
      if (data.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
      return { upload: data, type: 'image' };
    }
    if (sniffVideoKind(data)) return { upload: { video: data }, type: 'video' };
    throw new HttpError(415, NOT_MEDIA);
  });
}
