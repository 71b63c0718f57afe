import { MAX_IMAGE_BYTES } from '@academy/contracts';
import {
  HttpError,
  sniffImageKind,
  sniffVideoKind,
  uploadDescriptions,
  uploadedFiles,
} from '@academy/server/kit';
import { DETAILED_BLOG_FIELDS } from '../schemas';
import type { MediaFile } from './detailedContent';

const NOT_MEDIA =
  'Only images (JPEG, PNG, WebP, GIF or AVIF) and MP4 or WebM videos are accepted as blog media.';
const IMAGE_TOO_LARGE = `File is too large. Images can be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;

/**
 * The media files of a form, each told apart by its first bytes (never its name or declared
 * type): an image goes through the image pipeline, a video is checked and kept as it is. The
 * form may carry files up to the video cap, so an image is held to its own cap here. Each keeps
 * the description and decorative choice sent beside it (`mediaAlt`, `mediaDecorative`, in the
 * order of the files); a video's are not kept: its caption says what it is.
 */
export function mediaFiles(body: Partial<Record<string, unknown>>): MediaFile[] {
  const descriptions = uploadDescriptions(body, DETAILED_BLOG_FIELDS.media);
  return uploadedFiles(body[DETAILED_BLOG_FIELDS.media]).map((data, index): MediaFile => {
    if (sniffImageKind(data)) {
      if (data.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
      return { upload: data, type: 'image', ...descriptions[index] };
    }
    if (sniffVideoKind(data)) return { upload: { video: data }, type: 'video' };
    throw new HttpError(415, NOT_MEDIA);
  });
}
