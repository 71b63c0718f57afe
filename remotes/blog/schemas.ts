// The blog's own records: a blog's detailed content and its media (tables of their own). TypeBox's
// functions one by one, so the blog's pages carry only the few they use.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import {
  PICTURE_DESCRIPTION_MAX_LENGTH,
  TEXT_LIMITS,
  optionalText,
  optionalUpload,
  perFileDescriptionProperties,
  pictureFieldNames,
  requiredText,
} from '@academy/contracts';

/**
 * The multipart fields of a blog's detailed content besides its texts: the repeated media files
 * (each with its description and decorative choice, `mediaAlt` and `mediaDecorative` repeated in
 * the order of the files), and the JSON text of the media's new positions, captions and
 * descriptions.
 */
export const DETAILED_BLOG_FIELDS = { media: 'media', mediaUpdates: 'mediaUpdates' } as const;

/** What a media item answers (and `mediaUpdates` changes) beside its `url`: `urlAlt`, `urlDecorative`. */
export const MEDIA_PICTURE = pictureFieldNames('url');

/**
 * What the editor and the server's refusal call the n-th file of an upload: 'New media 2' (the
 * stored ones are 'Image 1', 'Video 2').
 */
export const NEW_MEDIA_LABEL = 'New media';

/** The sentences of a blog's detailed content's required fields. */
export const BLOG_ID_REQUIRED = 'Blog ID is required';
export const CONTENT_REQUIRED = 'Content is required';

export const blogMedia = Type.Object({
  _id: Type.String(),
  /** 'image'; anything else is shown as a video. */
  type: Type.String(),
  url: Type.String(),
  caption: Type.String(),
  position: Type.Number(),
  /** A picture's description (a video's caption says what it is); empty when nobody wrote one. */
  [MEDIA_PICTURE.alt]: Type.String(),
  /** The picture shows nothing a reader needs: the page gives it an empty alt. */
  [MEDIA_PICTURE.decorative]: Type.Boolean(),
});

export const detailedBlog = Type.Object({
  _id: Type.String(),
  blogId: Type.String(),
  subtitle: Type.String(),
  subDescription: Type.String(),
  /** Text; line breaks separate paragraphs. */
  content: Type.String(),
  media: Type.Array(blogMedia),
});

/** The texts of a detailed content's write, and its media files (images or videos, repeated). */
const detailedBlogTexts = {
  subtitle: optionalText(TEXT_LIMITS.title),
  subDescription: optionalText(TEXT_LIMITS.description),
  content: requiredText(TEXT_LIMITS.blogContent),
  [DETAILED_BLOG_FIELDS.media]: optionalUpload(),
  ...perFileDescriptionProperties(DETAILED_BLOG_FIELDS.media),
};

/** POST /blog/detailed: JSON, or multipart with media. */
export const detailedBlogCreateBody = Type.Object({
  blogId: requiredText(TEXT_LIMITS.title),
  ...detailedBlogTexts,
});

/**
 * PUT /blog/detailed/{id}: the texts, new media, and the stored media's new positions, captions
 * and descriptions.
 */
export const detailedBlogUpdateBody = Type.Object({
  ...detailedBlogTexts,
  [DETAILED_BLOG_FIELDS.mediaUpdates]: optionalText(TEXT_LIMITS.mediaUpdates),
});

/** PUT /blog/detailed/{id}/draft: a draft holds the texts only (media are saved at once). */
export const detailedBlogDraftBody = Type.Object({
  subtitle: detailedBlogTexts.subtitle,
  subDescription: detailedBlogTexts.subDescription,
  content: detailedBlogTexts.content,
});

/**
 * One entry of `mediaUpdates` (sent as the JSON text of a list): a stored media item's new
 * position, caption, description and decorative choice; what is left out stays as it is.
 */
export const mediaUpdate = Type.Object({
  _id: Type.String(),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
  caption: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.caption })),
  [MEDIA_PICTURE.alt]: Type.Optional(Type.String({ maxLength: PICTURE_DESCRIPTION_MAX_LENGTH })),
  [MEDIA_PICTURE.decorative]: Type.Optional(Type.Boolean()),
});

export type BlogMedia = Static<typeof blogMedia>;

/** What the editor (and the dashboard's 'Pictures to describe') calls a media item by its place: 'Image 1', 'Video 2'. */
export const mediaName = (media: Pick<BlogMedia, 'type'>, index: number) =>
  `${media.type === 'image' ? 'Image' : 'Video'} ${index + 1}`;
export type DetailedBlog = Static<typeof detailedBlog>;
export type MediaUpdate = Static<typeof mediaUpdate>;
