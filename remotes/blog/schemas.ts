// The blog's own records: a blog's detailed content and its media (tables of their own). TypeBox's
// functions one by one, so the blog's pages carry only the few they use.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { TEXT_LIMITS, optionalText, optionalUpload, requiredText } from '@academy/contracts';

/**
 * The multipart fields of a blog's detailed content besides its texts: the repeated media files,
 * and the JSON text of the media's new positions and captions.
 */
export const DETAILED_BLOG_FIELDS = { media: 'media', mediaUpdates: 'mediaUpdates' } as const;

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
};

/** POST /blog/detailed: JSON, or multipart with media. */
export const detailedBlogCreateBody = Type.Object({
  blogId: requiredText(TEXT_LIMITS.title),
  ...detailedBlogTexts,
});

/** PUT /blog/detailed/{id}: the texts, new media, and the stored media's new positions and captions. */
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
 * position and caption; what is left out stays as it is.
 */
export const mediaUpdate = Type.Object({
  _id: Type.String(),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
  caption: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.caption })),
});

export type BlogMedia = Static<typeof blogMedia>;
export type DetailedBlog = Static<typeof detailedBlog>;
export type MediaUpdate = Static<typeof mediaUpdate>;
