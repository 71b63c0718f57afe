// TypeBox's functions one by one (not its `Type` builder object), so that a page bundling a
// section's definition carries only the few it uses.
import * as Type from '@sinclair/typebox';
import type { TArray, TBoolean, TObject, TOptional, TProperties, TString } from '@sinclair/typebox';
import { FOCUS_PATTERN, PICTURE_DESCRIPTION_MAX_LENGTH, pictureFieldNames } from '../api/accessibility';
import type { ItemStatus } from '../api/drafts';
import { TEXT_LIMITS } from '../api/limits';
import { optionalText, optionalUpload, requiredEmail, requiredText, textProperties } from './fields';

/** The API's names for one kind of record's title, description and image fields. */
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
} & { [P in T | D | I | `${I}Alt` | `${I}Focus`]: TString } & { [P in `${I}Decorative`]: TBoolean };

/**
 * What a record answers beside an image field: its description, whether it is decorative, and its
 * focal point (see api/accessibility.ts). Every kind of content gets them from `contentKind`; a
 * section's own image fields (the gallery's, a post's media) take them from here.
 */
export function pictureProperties<const I extends string>(image: I) {
  const names = pictureFieldNames(image);
  return {
    [names.alt]: Type.String(),
    [names.decorative]: Type.Boolean(),
    [names.focus]: Type.String(),
  } as { [P in `${I}Alt` | `${I}Focus`]: TString } & { [P in `${I}Decorative`]: TBoolean };
}

/**
 * What a write may send beside an image field: the description (trimmed, at most
 * PICTURE_DESCRIPTION_MAX_LENGTH characters), the decorative choice (a form's 'true' or 'false'),
 * the focal point. All optional: the API takes pictures nobody described unless an owner asks it
 * to refuse them (the accessibility settings).
 */
export function pictureBodyProperties(image: string): TProperties {
  const names = pictureFieldNames(image);
  return {
    [names.alt]: optionalText(PICTURE_DESCRIPTION_MAX_LENGTH),
    [names.decorative]: Type.Optional(Type.Boolean()),
    [names.focus]: Type.Optional(Type.String({ maxLength: 9, pattern: `${FOCUS_PATTERN}|^$` })),
  };
}

/**
 * What an upload of several files in one field sends beside them (the gallery's, a post's media):
 * `<field>Alt` and `<field>Decorative` repeated, the n-th for the n-th file in the order of the
 * files. Optional, as a single picture's are.
 */
export function perFileDescriptionProperties<const F extends string>(field: F) {
  const names = pictureFieldNames(field);
  return {
    [names.alt]: Type.Optional(Type.Array(Type.String({ maxLength: PICTURE_DESCRIPTION_MAX_LENGTH }))),
    [names.decorative]: Type.Optional(Type.Array(Type.Boolean())),
  } as { [P in `${F}Alt`]: TOptional<TArray<TString>> } & {
    [P in `${F}Decorative`]: TOptional<TArray<TBoolean>>;
  };
}

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
>(fields: ContentFieldNames<T, D, I>, extra?: X, extraBody?: TProperties) {
  const record = Type.Object({
    _id: Type.String(),
    ...textProperties([fields.title, fields.description, fields.image]),
    ...pictureProperties(fields.image),
    ...extra,
  } as ContentRecordProperties<T, D, I> & X);
  // `extraBody`: what a write sends beside the three (a program's ages and level), validated alike.
  const body: TObject = Type.Object({
    [fields.title]: requiredText(TEXT_LIMITS.title),
    [fields.description]: requiredText(TEXT_LIMITS.description),
    [fields.image]: optionalUpload(),
    ...pictureBodyProperties(fields.image),
    ...extraBody,
  });
  return { fields, record, body };
}

// The kinds several sections use (a section's own kinds are declared in its folder).
export const sectionHero = contentKind({
  title: 'herotitle',
  description: 'herodescription',
  image: 'heroimg',
});
export const aboutUs = contentKind({
  title: 'aboutustitle',
  description: 'aboutusdescription',
  image: 'aboutusimg',
});
export const whyChooseUs = contentKind({
  title: 'whychooseustitle',
  description: 'whychooseusdescription',
  image: 'whychooseusimg',
});
/** A service: the services' list, and the home page's service slots. */
export const service = contentKind({
  title: 'servicetitle',
  description: 'servicedescription',
  image: 'serviceimg',
});
/** A blog: the blogs' list, and the home page's blog slots. Blogs carry their creation time (ISO 8601). */
export const blog = contentKind(
  { title: 'blogtitle', description: 'blogdescription', image: 'blogimg' },
  { createdAt: Type.String() },
);

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

/** Where a list item stands for visitors (see ITEM_STATUSES in api/drafts.ts). */
const itemStatus = Type.Union([Type.Literal('published'), Type.Literal('draft'), Type.Literal('scheduled')]);

/** What staff are told of a list item beside its kind's fields (see listItemKind). */
export interface ListItemState {
  status?: ItemStatus;
  publishAt?: string;
  hasDraft?: boolean;
}

/**
 * A kind as a list's item: its record also says, in the answers staff get, where the item stands
 * (`status`, `publishAt` for a scheduled one) and whether it has a draft waiting (`hasDraft`); a
 * write may give `status` (a new item is published unless it says otherwise) and `publishAt`
 * (ISO 8601, with `scheduled`). The schemas' static types stay the kind's own (TypeBox cannot
 * widen a generic object's type), so code that reads the state types it as ListItemState.
 */
export function listItemKind<K extends Omit<ContentKind, 'fields'> & { fields?: ContentFieldNames }>(
  kind: K,
): K {
  return {
    fields: kind.fields,
    record: Type.Object({
      ...kind.record.properties,
      status: Type.Optional(itemStatus),
      publishAt: Type.Optional(Type.String()),
      hasDraft: Type.Optional(Type.Boolean()),
    }),
    body: Type.Object({
      ...kind.body.properties,
      status: Type.Optional(itemStatus),
      publishAt: Type.Optional(Type.String({ maxLength: 64 })),
    }),
  } as ContentKind as K;
}
