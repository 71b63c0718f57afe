import { BLOG_MEDIA_MAX_FILES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@academy/contracts';
import { DETAILS_TEXTS } from './detailsTexts';

export type MediaKind = 'image' | 'video';

/** Judged by the browser's declared type: the server checks the content for real. */
export function mediaKindOf(file: File): MediaKind | null {
  if (file.type.startsWith('image/') && file.type !== 'image/svg+xml') return 'image';
  if (file.type === 'video/mp4' || file.type === 'video/webm') return 'video';
  return null;
}

const CAPS: Record<MediaKind, number> = { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES };

export interface MediaSelection {
  files: File[];
  /** Why some chosen files were not selected; empty when all were. */
  message: string;
}

/**
 * Adds a choice of files to those already selected: files that are neither images nor MP4/WebM
 * videos, or over their cap, are dropped with a message; a choice that would go over the
 * per-upload limit adds nothing (the server would refuse the whole upload).
 */
export function selectMediaFiles(selected: File[], chosen: File[]): MediaSelection {
  const media = chosen.filter((file) => mediaKindOf(file) !== null);
  const fitting = media.filter((file) => file.size <= CAPS[mediaKindOf(file)!]);
  if (selected.length + fitting.length > BLOG_MEDIA_MAX_FILES) {
    return { files: selected, message: DETAILS_TEXTS.tooMany };
  }
  const files = [...selected, ...fitting];
  if (media.length < chosen.length) return { files, message: DETAILS_TEXTS.notMedia };
  if (fitting.length < media.length) return { files, message: DETAILS_TEXTS.tooLarge };
  return { files, message: '' };
}
