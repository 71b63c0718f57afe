import type { ComponentType } from 'react';
import type { ContentReader } from './api/contentReader';

/**
 * The page contract. Every public page is a route module: a loader that runs outside React (in
 * the browser before the page shows, or on a server), a component that renders from what the
 * loader returned, and the page's metadata. Nothing in a route module may touch `window` or
 * storage when it is imported or rendered: a server renders these modules too.
 */

/** What a page tells the document head and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** For link previews: a path relative to the API origin, or an absolute URL. */
  image?: string;
  /** The status a server answers the page with: 404 for a page that says its record is missing. */
  status?: 200 | 404;
}

export interface PageLoadContext {
  api: ContentReader;
  /** The route's parameters, e.g. `{ id }` on /blog/:id. */
  params: Readonly<Record<string, string | undefined>>;
}

/** The texts shown in place of the page when its data could not be loaded (spec, section 8). */
export interface PageErrorText {
  /** A heading, where the spec names one ('Error Loading Content'). */
  title?: string;
  message: string;
}

export interface PageModule<Data> {
  load(context: PageLoadContext): Promise<Data>;
  Component: ComponentType<{ data: Data }>;
  meta(data: Data): PageMeta;
  /** The page's error texts for a failed load; `error` is what `load` rejected with. */
  error(error: unknown): PageErrorText;
}

/** Declares a route module; the identity function that lets TypeScript check it whole. */
export function definePage<Data>(page: PageModule<Data>): PageModule<Data> {
  return page;
}

/** The document title of a page: its own title, then the site's name. */
export function documentTitle(meta: Pick<PageMeta, 'title'>, siteName: string): string {
  return meta.title && meta.title !== siteName ? `${meta.title} | ${siteName}` : siteName;
}
