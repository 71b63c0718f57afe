import type { MediaFile, MediaFilter, MediaUsage } from '@academy/contracts';

/** The Media screen's sentences. */
export const MEDIA_TEXTS = {
  heading: 'Pictures and videos',
  intro: 'Every picture and video the site stores, where each is used, and what it shows.',
  filterLabel: 'Show',
  loadError: 'Failed to load the pictures and videos',
  empty: (filter: MediaFilter | '') =>
    filter === 'unused'
      ? 'Every stored file is in use.'
      : filter === 'undescribed'
        ? 'Every picture in use is described or marked decorative.'
        : 'No pictures or videos stored yet.',
  notUsed: 'Not used anywhere.',
  notServed: 'In the trash: no preview',
  noDescription: 'No description',
  decorative: 'Decorative',
  usedBy: 'Used by',
  replace: 'Replace everywhere',
  replaceLabel: (name: string) => `Replace ${name} everywhere`,
  replaceHeading: (name: string) => `Replace ${name} everywhere`,
  replaceHint: (count: number) =>
    `The new file is saved in ${count === 1 ? 'the record' : `all ${count} records`} using this one; each keeps the old one in its history.`,
  newFile: 'New file',
  chooseFile: 'Choose the new file.',
  cancel: 'Cancel',
  replaced: (count: number) => `Replaced in ${count} ${count === 1 ? 'place' : 'places'}.`,
  replaceError: 'Failed to replace the file',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleted: (name: string) => `${name} moved to the trash.`,
  deleteError: 'Failed to delete the file',
  inUse: 'Only a file nothing uses can be deleted.',
} as const;

export const FILTER_NAMES: Readonly<Record<MediaFilter | '', string>> = {
  '': 'All',
  unused: 'Unused',
  undescribed: 'Undescribed',
};

/** Bytes as people read them: '820 B', '14 KB', '2.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What a file is: 'Picture, 1600 × 900, 84 KB' or 'Video, 2.4 MB'. */
export const fileFacts = (file: MediaFile) =>
  [
    file.kind === 'video' ? 'Video' : 'Picture',
    file.width && file.height ? `${file.width} × ${file.height}` : '',
    fileSize(file.size),
  ]
    .filter(Boolean)
    .join(', ');

/** Where a file is used: 'Home › Hero section, Hero image (only in its history)'. */
export function usageText(usage: MediaUsage): string {
  const field = usage.field ? `, ${usage.field}` : '';
  const only =
    usage.only === 'history'
      ? ' (only in its history)'
      : usage.only === 'trash'
        ? ' (only in the trash)'
        : '';
  return `${usage.section} › ${usage.record}${field}${only}`;
}
