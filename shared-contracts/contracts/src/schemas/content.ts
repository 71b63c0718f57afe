import { type TObject, type TProperties, type TString, Type } from '@sinclair/typebox';
import { DETAILED_BLOG_FIELDS, FIELD_NAMES } from '../api/fieldNames';
import { TEXT_LIMITS } from '../api/limits';
import { optionalText, optionalUpload, requiredEmail, requiredText, textProperties } from './fields';

/** The spec's names for one kind of record's title, description and image fields. */
export interface ContentFieldNames<
  T extends string = string,
  D extends string = string,
  I extends string = string,
> {
  title: T;
  description: D;
  image: I;
}

type ContentRecordProperties<T extends string, D extends string, I extends string> = {
  _id: TString;
} & { [P in T | D | I]: TString };

/** A kind of content record: its field names, the record the API answers and the body a write sends. */
export interface ContentKind<
  F extends ContentFieldNames = ContentFieldNames,
  R extends TObject = TObject,
  B extends TObject = TObject,
> {
  fields: F;
  record: R;
  body: B;
}

/**
 * One kind of content record (a hero, a team member, a service, ...), written once: its field
 * names, the record the API answers (`record`), and the body a write sends (`body`: title and
 * description required, the image an optional file). The server validates and serialises with
 * these schemas, and the pages' types are `Static<typeof kind.record>`.
 */
export function contentKind<
  const T extends string,
  const D extends string,
  const I extends string,
  X extends TProperties = Record<never, never>,
>(fields: ContentFieldNames<T, D, I>, extra?: X) {
  const record = Type.Object({
    _id: Type.String(),
    ...textProperties([fields.title, fields.description, fields.image]),
    ...extra,
  } as ContentRecordProperties<T, D, I> & X);
  const body: TObject = Type.Object({
    [fields.title]: requiredText(TEXT_LIMITS.title),
    [fields.description]: requiredText(TEXT_LIMITS.description),
    [fields.image]: optionalUpload(),
  });
  return { fields, record, body };
}

export const sectionHero = contentKind(FIELD_NAMES.sectionHero);
export const contactHero = contentKind(FIELD_NAMES.contactHero);
export const aboutUs = contentKind(FIELD_NAMES.aboutUs);
export const whyChooseUs = contentKind(FIELD_NAMES.whyChooseUs);
export const teamMember = contentKind(FIELD_NAMES.teamMember);
export const service = contentKind(FIELD_NAMES.service);
/** Blogs carry their creation time (ISO 8601), for the date on the cards. */
export const blog = contentKind(FIELD_NAMES.blog, { createdAt: Type.String() });

/** The home page's numbered slots (1-3) reuse the service and blog fields. */
const slotPosition = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export const homeServiceSlot = contentKind(service.fields, { position: slotPosition });
export const homeBlogSlot = contentKind(blog.fields, { position: slotPosition });

export const galleryImage = Type.Object({ _id: Type.String(), imagePath: Type.String() });

export const dashboardHero = Type.Object({ _id: Type.String(), name: Type.String(), logo: Type.String() });
/** The logo is a file; without one the stored logo is kept (and one of them is required). */
export const dashboardHeroBody = Type.Object({
  name: requiredText(TEXT_LIMITS.name),
  logo: optionalUpload(),
});

/** The policy as stored: sanitised HTML. */
export const privacyPolicy = Type.Object({ _id: Type.String(), content: Type.String() });
export const privacyPolicyBody = Type.Object({ content: requiredText(TEXT_LIMITS.privacyPolicy) });

export const contactInfo = Type.Object({
  _id: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  /** One allow-listed map `<iframe>`, or empty. */
  mapEmbed: Type.String(),
});
export const contactInfoBody = Type.Object({
  address: requiredText(TEXT_LIMITS.address),
  phone: requiredText(TEXT_LIMITS.phone),
  email: requiredEmail(),
  mapEmbed: optionalText(TEXT_LIMITS.mapEmbed),
});

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

/**
 * One entry of `mediaUpdates` (sent as the JSON text of a list): a stored media item's new
 * position and caption; what is left out stays as it is.
 */
export const mediaUpdate = Type.Object({
  _id: Type.String(),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
  caption: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.caption })),
});

/** What the public contact form sends: name, a valid email and a message; the phone optional. */
export const contactMessageBody = Type.Object({
  name: requiredText(TEXT_LIMITS.name),
  email: requiredEmail(),
  phone: optionalText(TEXT_LIMITS.phone),
  message: requiredText(TEXT_LIMITS.message),
  /** Honeypot: hidden from people, so only a bot fills it; such a message is dropped silently. */
  // Any text: a length error would tell the bot which field gave it away.
  website: Type.Optional(Type.String()),
});

export const contactSubmission = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  message: Type.String(),
  /** ISO 8601. */
  createdAt: Type.String(),
  contacted: Type.Boolean(),
});

export const contactSubmissionUpdateBody = Type.Object({ contacted: Type.Boolean() });
