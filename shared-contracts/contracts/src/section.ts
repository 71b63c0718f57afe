import type { Static, TObject } from '@sinclair/typebox';
import { itemPageRecordProperties, seoBodyProperties } from './api/seo';
import { ADMIN_AREA_PATH } from './api/sitePaths';
import type { SiteSection } from './api/requests';
import type { Role } from './api/roles';
import * as Type from '@sinclair/typebox';
import { SLUG_MAX_LENGTH } from './format/slugs';
import { type ContentFieldNames, type ContentKind, listItemKind } from './schemas/content';
import { optionalText } from './schemas/fields';

// A section of the site, declared once: its API (single records, lists, numbered slots, with
// their schemas and field names), the texts of its editors, its public pages and its admin
// screens. The server registers its routes, demo content and sitemap entries from it; the admin
// kit builds its editors from it; the pages read its paths; the shell's navigation, the remote
// registry, the builds, the dev servers and the e2e suite all find it by the folder it lives in
// (remotes/<name>/section.ts). Data only: no React, nothing of the server.

/** What a field is called in a title/description/image editor. */
export interface ContentLabels {
  title: string;
  description: string;
  image: string;
}

/** How an editor asks for one field of a record beside its title, description and image. */
export type EditorFieldKind =
  'text' | 'textarea' | 'number' | 'select' | 'time' | 'date' | 'datetime' | 'reference';

/** One choice of a `select` field: the value sent (a number is sent as a JSON number), and the words shown. */
export interface EditorFieldOption {
  value: string | number;
  label: string;
}

/**
 * One field of a record as its editor shows and sends it, declared beside the editor's texts
 * (`editor.fields`): the generic editors render an input for it, read it back from the record,
 * send it in the write's body and name it in History.
 * - `text`, `textarea`: trimmed text; `suggestions` are offered as the field is typed (a datalist).
 * - `number`: a whole number within `min`..`max`, sent as a JSON number ('' when left empty).
 * - `select`: one of `options`, sent as the option's value (a number as a number).
 * - `time` (`HH:MM`), `date` (`YYYY-MM-DD`): sent as typed.
 * - `datetime`: typed in the administrator's own time, sent as ISO 8601 (UTC).
 * - `reference`: the `_id` of an item of another list (`reference.list`, its API path), each
 *   named by its `reference.label` field.
 */
export interface EditorField {
  /** The field's name in the record and in the write's body. */
  name: string;
  label: string;
  kind: EditorFieldKind;
  /** Refused at the field when left empty. */
  required?: boolean;
  /** A line under the label. */
  hint?: string;
  /** `number`: the least and greatest values taken. */
  min?: number;
  max?: number;
  /** `select`: the choices, in order. */
  options?: readonly EditorFieldOption[];
  /** `text`: values offered while typing (a time zone's IANA names); any text is still taken. */
  suggestions?: readonly string[] | (() => readonly string[]);
  /** `reference`: the list an item is chosen from, and the field that names its items. */
  reference?: { list: string; label: string };
  /** What the form starts from when the record has no value yet (a setting's default). */
  default?: string;
}

/** A single record's editor: its heading and the sentences it shows. */
export interface RecordEditorTexts {
  heading: string;
  labels?: Partial<ContentLabels>;
  /** e.g. 'Failed to load hero section'. */
  loadError: string;
  /** e.g. 'Hero section updated successfully'. */
  saved: string;
  /** Shown when a save fails without a server reason, e.g. 'Failed to update hero section'. */
  saveError: string;
  /** The status line clears itself after this long (About Us: ABOUT_US_STATUS_CLEAR_MS). */
  clearStatusAfterMs?: number;
  /**
   * The record's fields beyond a content kind's title, description and image (or all of them, for
   * a record of another shape): the generic editor asks for and sends each.
   */
  fields?: readonly EditorField[];
}

/** A list's editor: its heading and the catalogue's sentences. */
export interface ListEditorTexts {
  heading: string;
  labels?: Partial<ContentLabels>;
  loadError: string;
  saveError: string;
  deleteError: string;
  created: string;
  updated: string;
  deleteConfirm: string;
  /** Shown in the editor when the list is empty. */
  empty: string;
  /**
   * The items' fields beyond a content kind's title, description and image (or all of them, for a
   * list of another shape, `dataList`): the list editor asks for and sends each.
   */
  fields?: readonly EditorField[];
}

/** Numbered slots' editor (home's service and blog slots). */
export interface SlotEditorTexts {
  heading: string;
  /** One slot in words, before its number: 'Service' (Service 1, Service 2, ...). */
  itemName: string;
  loadError: string;
  saveError: string;
}

interface Writable<Body extends TObject, Record extends TObject> {
  /** The API path below the API prefix, e.g. '/about/hero'. */
  path: string;
  /** The body a write sends (validated by the server) and the record the API answers. */
  body: Body;
  record: Record;
  /** The title/description/image names of a content kind: the generic editors need them. */
  fields?: ContentFieldNames;
  /** The field that takes an uploaded image, if any. */
  imageField?: string;
}

/** One record of the section (a hero, the contact details), stored as the block `block`. */
export interface SectionRecord<
  Body extends TObject = TObject,
  Record extends TObject = TObject,
> extends Writable<Body, Record> {
  block: string;
  /** POST for the records the API has always saved with POST; PUT otherwise. */
  method?: 'PUT' | 'POST';
  /** When set, saving without any image (new or stored) fails with this sentence. */
  imageRequired?: string;
  /** The generic editor's texts; absent when the section edits the record its own way. */
  editor?: RecordEditorTexts;
}

/**
 * What an item's own page address is made of: its id, and its slug when its list gives items
 * readable addresses (`slugFrom`). A list's records carry both.
 */
export interface ItemAddress {
  _id: string;
  slug?: string;
}

/** A list of records (team members, services, blogs), newest first, each at `<path>/<id>`. */
export interface SectionList<
  Body extends TObject = TObject,
  Record extends TObject = TObject,
> extends Writable<Body, Record> {
  collection: string;
  /** One item in words, for sentences: 'team member'. */
  itemName: string;
  /**
   * Where a visitor reads one item on its own (the sitemap and the feed list each, every link
   * leads there): '/blog/<slug>', or '/blog/<id>' for an item without a slug.
   */
  itemPage?: (item: ItemAddress) => string;
  /**
   * Its items have readable addresses: a unique `slug` (lower-case words joined by hyphens), made
   * from this field when an item is added without one, editable; the API reads an item by slug or
   * id, the item's id address answers 301 to its slug address, and a changed slug leaves a
   * redirect from the old address.
   */
  slugFrom?: string;
  /** Authors write items of this list too: their own, as drafts an editor publishes (the blogs). */
  writtenByAuthors?: boolean;
  /** Its items can be scheduled: the editor offers a publish time (status `scheduled`, `publishAt`). */
  schedulable?: boolean;
  /**
   * How an item is named where it stands alone (the trash, the audit log), for a list without a
   * title field: a class as 'Kids, Tuesday 17:30'. Default: its title field.
   */
  itemTitle?: (fields: { readonly [field: string]: unknown }) => string;
  editor?: ListEditorTexts;
}

/** Records numbered 1..n, each stored as the block `<prefix>-<position>` (home's slots). */
export interface SectionSlots<
  Body extends TObject = TObject,
  Record extends TObject = TObject,
> extends Writable<Body, Record> {
  prefix: string;
  positions: readonly number[];
  editor?: SlotEditorTexts;
}

/**
 * A public route: the section's remote fills it with a route module (`page/<expose>.tsx`), or,
 * without `expose`, the shell renders it from this section's records (the privacy policy).
 */
export interface SectionPage {
  path: string;
  expose?: string;
  /** Its entry in the public navigation, if it has one. */
  label?: string;
  /** The records whose last change dates the page in the sitemap; all of the section's if absent. */
  datedBy?: readonly string[];
  /**
   * `false` leaves the page out of the sitemap: a page that shows nothing of its own without a
   * query (`/classes/book?session=<id>`) or a visitor's own (a mailed link's). Listed if absent.
   */
  inSitemap?: false;
}

/** An admin route the section's admin remote fills with a screen (`admin/<expose>.tsx`). */
export interface SectionScreen {
  /** Below /admin, e.g. 'about' or 'blogs/:id/details'. */
  path: string;
  expose: string;
  /** Its entry in the admin sidebar, if it has one. */
  label?: string;
  /**
   * Who sees its entry in the sidebar (the server refuses the calls of the others anyway).
   * Absent: `DEFAULT_SCREEN_ROLES`, so a screen is an author's only when it says so.
   */
  roles?: readonly Role[];
}

/** Who sees a screen that declares no `roles`: authors write blog posts only, and see only those screens. */
export const DEFAULT_SCREEN_ROLES: readonly Role[] = ['owner', 'editor'];

/** Whether an account of `role` sees the screen in the sidebar. */
export const screenShownTo = (screen: Pick<SectionScreen, 'roles'>, role: Role) =>
  (screen.roles ?? DEFAULT_SCREEN_ROLES).includes(role);

export interface SectionDefinition {
  /** The folder's name, and the remotes' names: `<name>` (pages) and `admin-<name>` (screens). */
  name: string;
  /** The API's path segment and where the content is stored, e.g. 'service' for 'services'. */
  key: string;
  /** Where the section comes in the navigation and the sidebar (lower first, then by name). */
  order: number;
  records: Readonly<Record<string, SectionRecord>>;
  lists: Readonly<Record<string, SectionList>>;
  slots: Readonly<Record<string, SectionSlots>>;
  /** The section's own API paths beyond its records, lists and slots: its server code answers them. */
  paths?: Readonly<Record<string, string>>;
  pages: readonly SectionPage[];
  screens: readonly SectionScreen[];
  /** The dev servers' ports of its remotes (`npm run dev`). */
  devPorts: { pages?: number; screens?: number };
}

/** Declares a section; the identity function that lets TypeScript check the declaration whole. */
export function defineSection<const S extends SectionDefinition>(section: S): S {
  return section;
}

/** The remote that fills a section's public pages, and the one that fills its admin screens. */
export const pagesRemote = (section: Pick<SectionDefinition, 'name'>) => section.name;
export const screensRemote = (section: Pick<SectionDefinition, 'name'>) => `admin-${section.name}`;

/** The modules each remote of a section must expose: those its pages' and screens' routes load. */
export function sectionRemoteModules(
  section: Pick<SectionDefinition, 'name' | 'pages' | 'screens'>,
): Map<string, string[]> {
  const unique = (modules: (string | undefined)[]) =>
    [...new Set(modules)].filter((module): module is string => Boolean(module));
  const modules = new Map<string, string[]>();
  const pages = unique(section.pages.map((page) => page.expose));
  const screens = unique(section.screens.map((screen) => screen.expose));
  if (pages.length) modules.set(pagesRemote(section), pages);
  if (screens.length) modules.set(screensRemote(section), screens);
  return modules;
}

/** The remotes a section is built into: its pages' (if a page has a module) and its screens'. */
export function sectionRemoteNames(section: Pick<SectionDefinition, 'name' | 'pages' | 'screens'>): string[] {
  return [...sectionRemoteModules(section).keys()];
}

/** What the shell needs of a section to route to it and list it (no schemas, no texts). */
export function siteSection({ name, order, pages, screens }: SectionDefinition): SiteSection {
  return {
    name,
    order,
    // The sitemap's flag is the server's business: the browser's routes do without it.
    pages: pages.map(({ path, expose, label, datedBy }) => ({
      path,
      ...(expose !== undefined && { expose }),
      ...(label !== undefined && { label }),
      ...(datedBy && { datedBy: [...datedBy] }),
    })),
    screens: screens.map(({ roles, ...screen }) => ({ ...screen, ...(roles && { roles: [...roles] }) })),
  };
}

/** A section's first screen, where its sidebar entry and any link to it lead. */
export const screenPath = (screen: Pick<SectionScreen, 'path'>) => `${ADMIN_AREA_PATH}/${screen.path}`;

/** `<list path>/<id>`: one item of a list. */
export const itemPath = (list: Pick<SectionList, 'path'>, id: string) =>
  `${list.path}/${encodeURIComponent(id)}`;

/** A record of a content kind (title, description, image) at `/<key>/<name>`. */
export function contentRecord<K extends ContentKind>(
  key: string,
  name: string,
  kind: K,
  editor?: RecordEditorTexts,
): SectionRecord<K['body'], K['record']> {
  return {
    path: `/${key}/${name}`,
    block: name,
    body: kind.body,
    record: kind.record,
    fields: kind.fields,
    imageField: kind.fields.image,
    editor,
  };
}

/** The body a write sends and the record the API answers, for records of any other shape. */
export interface RecordShape<B extends TObject = TObject, R extends TObject = TObject> {
  body: B;
  record: R;
}

/**
 * A list of any shape at `/<key>/<name>` (a weekly class, a closure): the list pattern's routes,
 * revisions, drafts and trash, validated by its own schemas; `itemTitle` names an item.
 */
export function dataList<B extends TObject, R extends TObject>(
  key: string,
  name: string,
  shape: RecordShape<B, R>,
  options: {
    itemName: string;
    itemTitle: (fields: Readonly<Record<string, unknown>>) => string;
    editor?: ListEditorTexts;
  },
): SectionList<B, R> {
  const item = listItemKind(shape);
  return { path: `/${key}/${name}`, collection: name, body: item.body, record: item.record, ...options };
}

/** A record of any shape at `/<key>/<name>` (a section's settings), stored as the block `name`. */
export function dataRecord<B extends TObject, R extends TObject>(
  key: string,
  name: string,
  shape: RecordShape<B, R>,
  editor?: RecordEditorTexts,
): SectionRecord<B, R> {
  return { path: `/${key}/${name}`, block: name, body: shape.body, record: shape.record, editor };
}

/**
 * A list's item kind with its `slug` when its items have readable addresses: answered (absent
 * only before the start-up has given older items theirs) and sent (empty or left out: made from
 * `slugFrom`'s field when the item has none, kept otherwise). Its static type stays the kind's, as
 * listItemKind's does: code that reads the slug types the item as ItemAddress.
 */
function withSlug<K extends Pick<ContentKind, 'record' | 'body'>>(kind: K, slugFrom: string | undefined): K {
  if (!slugFrom) return kind;
  return {
    ...kind,
    record: Type.Object({ ...kind.record.properties, slug: Type.Optional(Type.String()) }),
    body: Type.Object({ ...kind.body.properties, slug: optionalText(SLUG_MAX_LENGTH) }),
  };
}

/**
 * A list's item kind with the search and social fields of its items' own pages, when they have
 * pages (`itemPage`): every post may have its search title, description, social image and
 * 'Hide from search engines', kept, drafted and trashed with the item like its other fields.
 */
function withSearchFieldsOf<K extends Pick<ContentKind, 'record' | 'body'>>(kind: K, itemPage: unknown): K {
  if (!itemPage) return kind;
  return {
    ...kind,
    record: Type.Object({ ...kind.record.properties, ...itemPageRecordProperties }),
    body: Type.Object({ ...kind.body.properties, ...seoBodyProperties }),
  };
}

/** A list of a content kind at `/<key>/<name>`. */
export function contentList<K extends ContentKind>(
  key: string,
  name: string,
  kind: K,
  options: {
    itemName: string;
    itemPage?: (item: ItemAddress) => string;
    slugFrom?: string;
    schedulable?: boolean;
    writtenByAuthors?: boolean;
    editor?: ListEditorTexts;
  },
): SectionList<K['body'], K['record']> {
  const item = withSearchFieldsOf(withSlug(listItemKind(kind), options.slugFrom), options.itemPage);
  return {
    path: `/${key}/${name}`,
    collection: name,
    body: item.body,
    record: item.record,
    fields: kind.fields,
    imageField: kind.fields.image,
    ...options,
  };
}

/** The record a record, list or slots entry of a definition answers with. */
export type RecordOf<E extends { record: TObject }> = Static<E['record']>;
/** The body a write to it sends. */
export type BodyOf<E extends { body: TObject }> = Static<E['body']>;
