import { BLOG_MEDIA_MAX_FILES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@academy/contracts';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** What the detailed content editor says. */
export const DETAILS_TEXTS = {
  noneFound: 'No detailed content found. You can create one.',
  loadError: 'Failed to load detailed content',
  created: 'Detailed content created successfully',
  updated: 'Detailed content updated successfully',
  saveError: 'Failed to save content',
  uploadError: 'Failed to upload media',
  mediaDeleted: 'Media item deleted successfully',
  mediaDeleteError: 'Failed to delete media item',
  mediaDeleteConfirm: 'Delete this media item?',
  deleted: 'Detailed content deleted successfully',
  deleteError: 'Failed to delete detailed content',
  deleteConfirm: 'Delete the detailed content of this blog, with all its media?',
  notMedia: 'Some files were not images or MP4/WebM videos and were not selected',
  tooLarge: `Some files were too large and were not selected (images up to ${megabytes(MAX_IMAGE_BYTES)}, videos up to ${megabytes(MAX_VIDEO_BYTES)})`,
  tooMany: `You can upload a maximum of ${BLOG_MEDIA_MAX_FILES} files at a time`,
  draftMediaPending: 'Media changes are saved with Save changes; drafts keep the texts only.',
  mediaHint: `Images (up to ${megabytes(MAX_IMAGE_BYTES)}) or MP4 and WebM videos (up to ${megabytes(MAX_VIDEO_BYTES)}), up to ${BLOG_MEDIA_MAX_FILES} at a time; uploaded when you save.`,
} as const;
