import { type Static, Type } from '@sinclair/typebox';
import { optionalUpload } from '../schemas/fields';
import { pictureBodyProperties } from '../schemas/content';
import { pathParam } from './pathParam';

// The media library (issue 32, item 6): every stored picture and video, where each is used, and
// one upload that replaces one everywhere. Editors and owners; paths are below the API prefix.

export const mediaPaths = {
  /** GET: `MediaFile[]`, newest first; `?filter=unused` or `?filter=undescribed`. */
  list: '/media',
  /** DELETE: an unused file, to the trash (restorable there); a used one is refused. */
  item: (name: string) => `/media/${pathParam(name)}`,
  /**
   * POST (multipart: `file`, and `fileAlt` / `fileDecorative` as every picture field): the new file
   * becomes a save of each record, slot and list item using the old one, each kept in its history.
   */
  replace: (name: string) => `/media/${pathParam(name)}/replace`,
} as const;

/** The admin screen of the library. */
export const MEDIA_SCREEN_PATH = '/admin/media';

/**
 * The library's own list, which holds a deleted file in the trash (a trash entry's `section` and
 * its list); a key no section can take (sections' keys are lower-case words).
 */
export const MEDIA_LIBRARY_LIST = { section: 'site-media', collection: 'files' } as const;

export const MEDIA_FILTERS = ['unused', 'undescribed'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

export const mediaQuery = Type.Object({
  filter: Type.Optional(Type.Union(MEDIA_FILTERS.map((filter) => Type.Literal(filter)))),
});

/** The multipart field of 'Replace everywhere' (with its `fileAlt` and `fileDecorative`). */
export const MEDIA_REPLACE_FIELD = 'file';

/**
 * 'Replace everywhere': the new file, and, for a picture, its description (or that it is
 * decorative) to save in every record in place of the old one's; none sent keeps each record's own.
 */
export const mediaReplaceBody = Type.Object({
  [MEDIA_REPLACE_FIELD]: optionalUpload(),
  ...pictureBodyProperties(MEDIA_REPLACE_FIELD),
});

/**
 * Where a file is used: the section (as the sidebar names it), the record, slot or item, the
 * field's label, the screen that edits it; `only` says when no current state uses it, only a
 * kept state ('history': revisions, drafts) or an item in the trash.
 */
export const mediaUsage = Type.Object({
  section: Type.String(),
  record: Type.String(),
  field: Type.String(),
  adminPath: Type.String(),
  only: Type.Union([Type.Literal('history'), Type.Literal('trash'), Type.Null()]),
});

/** A stored picture or video: its public path (its preview), bytes, pixels, description and uses. */
export const mediaFile = Type.Object({
  name: Type.String(),
  /** The public path records store; an image's is its preview too. */
  path: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  /** Bytes of the file records name (not its narrower copies). */
  size: Type.Integer(),
  /**
   * Whether the site serves it at its path now: a file whose record is in the trash is kept aside
   * until the record comes back or is deleted for good, and shows no preview meanwhile.
   */
  served: Type.Boolean(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  /** What it shows, as staff described it where it is used ('' when nowhere). */
  description: Type.String(),
  /** Marked decorative where it is used (no description needed). */
  decorative: Type.Boolean(),
  /** ISO 8601. */
  storedAt: Type.String(),
  usages: Type.Array(mediaUsage),
});

/** What 'Replace everywhere' did: the new file, and the records it saved. */
export const mediaReplacement = Type.Object({
  file: mediaFile,
  saved: Type.Array(mediaUsage),
});

export type MediaUsage = Static<typeof mediaUsage>;
export type MediaFile = Static<typeof mediaFile>;
export type MediaReplacement = Static<typeof mediaReplacement>;

/** Whether a file is used by no current record (only by history or the trash, or by nothing). */
export const isUnused = (file: Pick<MediaFile, 'usages'>): boolean =>
  file.usages.every((usage) => usage.only !== null);

/** Whether a picture is neither described nor decorative (a video's caption says what it is). */
export const isUndescribed = (file: Pick<MediaFile, 'kind' | 'description' | 'decorative'>): boolean =>
  file.kind === 'image' && file.description === '' && !file.decorative;

export const MEDIA_SENTENCES = {
  /** A DELETE of a file something still uses, naming the first of them. */
  inUse: (where: string) =>
    `This file is used by ${where}: replace it there, or remove it from there, before deleting it.`,
  missing: 'There is no stored file of that name.',
  /** A save naming a picture chosen from the library that is no longer stored, or is in the trash. */
  chosenGone: 'The picture chosen from the library is no longer there: choose another, or upload one.',
  noFile: 'Choose the new file to put in its place.',
  nowhereToReplace: 'Nothing uses this file now, so there is nothing to replace: delete it instead.',
  /** A file only a section's own content uses (a post's media), which is edited there. */
  replaceWhereUsed: (where: string) =>
    `This file is used by ${where}, which the media library cannot change: replace it there.`,
} as const;
