import type { ComponentType } from 'react';
import type { ContentReader, ContentWriter } from './api/contentReader';
import type { SearchFields } from './api/seo';

/**
 * The page contract. Every public page is a route module: a loader that runs outside React (in
 * the browser before the page shows, or on a server), a component that renders from what the
 * loader returned, and the page's metadata; a page with a form may add an action, which the
 * server runs for the form sent without the page's script. Nothing in a route module may touch
 * `window` or storage when it is imported or rendered: a server renders these modules too.
 */

/** What a page tells the document head and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** For link previews: a path relative to the API origin, or an absolute URL. */
  image?: string;
  /** What that picture shows, for a shared card read aloud (`og:image:alt`). */
  imageAlt?: string;
  /**
   * The status a server answers the page with: 404 for a page that says its record is missing,
   * the API's 4xx for a form its action sent and the API refused.
   */
  status?: number;
  /**
   * Structured data for search engines (schema.org objects), written into the document's head as
   * `<script type="application/ld+json">` elements, one per object (a data block: never run).
   */
  structuredData?: readonly object[];
  /**
   * Until when (ISO 8601) a server may keep the page as rendered and answer it to later visitors:
   * a page that changes by itself with time says when it next does (today's timetable changes at
   * midnight). Absent: until its content or code changes. A time not after the render keeps it
   * not at all (`NEVER_KEPT`: a page whose every answer may differ, such as a class's free places).
   */
  keptUntil?: string;
  /**
   * The page shows one visitor's own data (what a mailed link opens): no server or cache keeps it
   * (`Cache-Control: private, no-store`), and search engines are told not to index it.
   */
  personal?: boolean;
  /** Kept out of search indexes (`<meta name="robots">` and `X-Robots-Tag: noindex`). */
  noindex?: boolean;
  /**
   * The feeds a reader can follow from the page (the blog's RSS feed on every blog page), each a
   * `<link rel="alternate" type="application/rss+xml">` in the head; `href` a path of the site.
   */
  feeds?: readonly { title: string; href: string }[];
  /**
   * The document's whole title as staff wrote it for search results and shared cards (a search
   * title): it stands alone, without the site's name after it.
   */
  searchTitle?: string;
  /** An article the page is (a blog post): the server describes it to search engines (a BlogPosting). */
  article?: ArticleMeta;
}

/** What search engines are told of an article (schema.org's BlogPosting). */
export interface ArticleMeta {
  headline: string;
  description: string;
  /** A path relative to the API origin, or an absolute URL. */
  image?: string;
  /** ISO 8601. */
  datePublished: string;
  dateModified: string;
  /** Who wrote it; absent, the academy itself is named. */
  author?: string;
}

/**
 * A page's meta with the search and social fields staff wrote for it (a page's record, a blog
 * post's own fields): each one written replaces what the page says of itself, an empty one keeps it.
 */
export function withSearchFields(meta: PageMeta, fields: SearchFields | null | undefined): PageMeta {
  if (!fields) return meta;
  return {
    ...meta,
    ...(fields.seoTitle && { searchTitle: fields.seoTitle }),
    ...(fields.seoDescription && { description: fields.seoDescription }),
    ...(fields.seoImage && { image: fields.seoImage, imageAlt: fields.seoImageAlt || undefined }),
    ...(fields.noindex && { noindex: true }),
  };
}

/** `keptUntil` of a page no server may keep: every answer is rendered afresh. */
export const NEVER_KEPT = new Date(0).toISOString();

type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PageLoadContext<Submission = unknown> {
  api: ContentReader;
  /** The route's parameters, e.g. `{ id }` on /blog/:id. */
  params: RouteParams;
  /** The query of the page's address (`q` of /blog?q=kata), on the server and in the browser alike. */
  searchParams: URLSearchParams;
  /**
   * The site's origin (`https://dojo.example`): PUBLIC_URL's on the server, the page's own in the
   * browser; for the absolute addresses a page writes (calendar feeds, structured data).
   */
  origin: string;
  /**
   * What the page's `action` answered, when this load follows a form the visitor sent without
   * the page's script (a native POST the server answers with the page); undefined otherwise.
   */
  submission?: Submission;
}

/** A form a visitor sent natively (a POST of the page's address), and how its action sends it on. */
export interface PageForm {
  /** The form's fields as the browser sent them (application/x-www-form-urlencoded). */
  form: URLSearchParams;
  /** The API, as the visitor's own client: the server's per-client limits count the visitor. */
  api: ContentWriter;
}

export interface PageActionContext extends PageForm {
  params: RouteParams;
}

/** The texts shown in place of the page when its data could not be loaded. */
export interface PageErrorText {
  /** A heading, where the page has one ('Error Loading Content'). */
  title?: string;
  message: string;
}

export interface PageModule<Data, Submission = unknown> {
  load(context: PageLoadContext<Submission>): Promise<Data>;
  /**
   * Takes the page's form sent without the script: the server runs it, then `load` with what it
   * answered, and answers the POST with the page. A page without one answers such a POST 405.
   * It should answer a refusal rather than reject: a rejection is a failed load.
   */
  action?(context: PageActionContext): Promise<Submission>;
  Component: ComponentType<{ data: Data }>;
  meta(data: Data): PageMeta;
  /** The page's error texts for a failed load; `error` is what `load` rejected with. */
  error(error: unknown): PageErrorText;
}

/** Declares a route module; the identity function that lets TypeScript check it whole. */
export function definePage<Data, Submission = unknown>(
  page: PageModule<Data, Submission>,
): PageModule<Data, Submission> {
  return page;
}

/** What an item's own page (a blog post) tells search engines of it besides its texts. */
export interface ArticleItem extends SearchFields {
  /** When it was published (ISO 8601): publishing dates an item. */
  createdAt: string;
  /** Who wrote it ('' or absent: nobody signed it). */
  author?: string;
}

/**
 * The meta of an item's own page (a blog post): the page is an article (its title the headline,
 * its description and picture), published when the item was, by its author, with the search
 * and social fields written for the item.
 */
export function articlePageMeta(meta: PageMeta, item: ArticleItem): PageMeta {
  const article: ArticleMeta = {
    headline: meta.title,
    description: meta.description,
    ...(meta.image && { image: meta.image }),
    datePublished: item.createdAt,
    // A post answers no time of its own later changes: its publishing is the last one it names.
    dateModified: item.createdAt,
    ...(item.author && { author: item.author }),
  };
  return withSearchFields({ ...meta, article }, item);
}

/** The document title of a page: its search title as written, else its own title, then the site's name. */
export function documentTitle(meta: Pick<PageMeta, 'title' | 'searchTitle'>, siteName: string): string {
  if (meta.searchTitle) return meta.searchTitle;
  return meta.title && meta.title !== siteName ? `${meta.title} | ${siteName}` : siteName;
}
