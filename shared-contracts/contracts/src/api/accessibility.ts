// TypeBox's functions one by one (not its `Type` builder object): every content kind takes the
// picture fields from here, so every public page bundles this module.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

// Pictures described by people (issue 31, item 6): every image field `<field>` is sent and answered
// with `<field>Alt` (what the picture shows, for those who cannot see it), `<field>Decorative`
// (it shows nothing a visitor needs: the page gives it an empty alt) and `<field>Focus` (the
// point that must stay in view when it is cropped). Paths are below the API prefix.

export const accessibilityPaths = {
  /** GET, PUT (owner): `AccessibilitySettings`. */
  settings: '/accessibility',
  /** GET (owners and editors): `PictureToDescribe[]`, the published pictures nobody described. */
  picturesToDescribe: '/accessibility/pictures',
} as const;

/** A picture's description: at most this many characters (a sentence or two, not an essay). */
export const PICTURE_DESCRIPTION_MAX_LENGTH = 250;

/** The sentence of the publishing guard, in the editors and in the server's 400. */
export const describePicture = (fieldLabel: string) =>
  `Describe the picture "${fieldLabel}", or mark it decorative.`;

export const accessibilitySettings = Type.Object({
  /** 'Refuse pictures without a description': the API then refuses a save or publish of one (400). */
  requireDescriptions: Type.Boolean(),
});
export type AccessibilitySettings = Static<typeof accessibilitySettings>;

/** What ends the name of a picture's decorative choice: the one yes-or-no field of a content record. */
export const DECORATIVE_SUFFIX = 'Decorative';

/** The names a picture's description, decorative choice and focal point are sent and answered under. */
export const pictureFieldNames = <const I extends string>(image: I) => ({
  alt: `${image}Alt` as const,
  decorative: `${image}${DECORATIVE_SUFFIX}` as const,
  focus: `${image}Focus` as const,
});

/**
 * A focal point as CSS `object-position` takes it, in whole percent of the picture's width and
 * height from its top left corner: '30% 70%'. Empty: the centre.
 */
export const FOCUS_PATTERN = '^(100|[1-9]?[0-9])% (100|[1-9]?[0-9])%$';

/** A focal point's two percentages, the centre for an empty or malformed value. */
export function focusPoint(value: string | null | undefined): { x: number; y: number } {
  const match = new RegExp(FOCUS_PATTERN).exec(value ?? '');
  return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 50, y: 50 };
}

/** A published picture that has no description and is not marked decorative. */
export const pictureToDescribe = Type.Object({
  /** Where it shows, in words: 'Home: Hero section', 'About: Team: Jane Doe', 'Home: Gallery'. */
  where: Type.String(),
  /** The image field's label in its editor ('Hero image', 'Photo'). */
  label: Type.String(),
  /** The stored image's path. */
  image: Type.String(),
  /** The admin screen that edits it ('/admin/home'), the link the dashboard lists. */
  editor: Type.String(),
});
export type PictureToDescribe = Static<typeof pictureToDescribe>;

/** An image field's picture as a page shows it: the stored path, its description and focal point. */
export interface DescribedPicture {
  /** The stored image's path (or URL); empty when there is none. */
  path: string;
  /** The description; empty when nobody wrote one. */
  alt: string;
  decorative: boolean;
  /** `object-position`, e.g. '30% 70%'; empty for the centre. */
  focus: string;
}

/** The picture of `record`'s image field `image`, with its description and focal point. */
export function describedPicture(
  record: { readonly [field: string]: unknown } | null | undefined,
  image: string,
): DescribedPicture {
  const names = pictureFieldNames(image);
  const text = (name: string) => (typeof record?.[name] === 'string' ? (record[name] as string) : '');
  return {
    path: text(image),
    alt: text(names.alt),
    decorative: record?.[names.decorative] === true,
    focus: text(names.focus),
  };
}

/** The picture's fields as a record answers them (`<image>Alt`, `<image>Decorative`, `<image>Focus`). */
export function pictureAnswer<const I extends string>(
  record: { readonly [field: string]: unknown },
  image: I,
) {
  const { alt, decorative, focus } = describedPicture(record, image);
  const names = pictureFieldNames(image);
  return { [names.alt]: alt, [names.decorative]: decorative, [names.focus]: focus } as {
    [P in `${I}Alt` | `${I}Focus`]: string;
  } & { [P in `${I}Decorative`]: boolean };
}
