import { useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import {
  useLoaderData,
  useRevalidator,
  useRouteError,
  useSettingsStore,
  contentErrorStatus,
} from '@academy/runtime';
import {
  DEFAULT_COMPANY_NAME,
  documentTitle,
  type ContentReader,
  type PageErrorText,
  type PageForm,
  type PageMeta,
  type PageModule,
} from '@academy/contracts';
import { PageStatus } from './PageStatus';
import { SectionUnavailable } from './SectionUnavailable';

/** The page's code could not be had (its remote is down); the slot offers a retry. */
export class PageModuleUnavailable extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded.', { cause });
    this.name = 'PageModuleUnavailable';
  }
}

/** A form was sent to a page without an `action`: the server answers 405. */
export class PageTakesNoForm extends Error {
  constructor() {
    super('This page takes no form.');
    this.name = 'PageTakesNoForm';
  }
}

/** The page's loader failed; the page's own error texts say so. */
class PageLoadFailure extends Error {
  readonly texts: PageErrorText;
  /** The HTTP status of the read that failed (404 for a missing record), if it had one. */
  readonly status?: number;

  constructor(page: PageModule<unknown>, cause: unknown) {
    super('The page data could not be loaded.', { cause });
    this.name = 'PageLoadFailure';
    this.texts = page.error(cause);
    this.status = contentErrorStatus(cause);
  }
}

/**
 * A page's failed load as it travels from a server-rendered page to the browser: its texts (the
 * router hands hydration errors over as plain data), and the status the server answered with.
 */
export interface PageLoadError {
  pageError: PageErrorText;
  status?: number;
}

/** The texts and status of a failed page load, whether thrown here or handed over by a server. */
export function pageLoadError(error: unknown): PageLoadError | undefined {
  if (error instanceof PageLoadFailure) return { pageError: error.texts, status: error.status };
  const handedOver = error as Partial<PageLoadError> | null;
  return handedOver && typeof handedOver === 'object' && handedOver.pageError
    ? (handedOver as PageLoadError)
    : undefined;
}

/** What a page route tells the code around the router (the server, the hydrating browser). */
export interface PageRouteHandle {
  /** Fetches the page's module, so a hydrating page renders at once. */
  preload(): Promise<void>;
  /** The page's meta for the data its loader returned; undefined until the module is there. */
  meta(data: unknown): PageMeta | undefined;
}

export interface PageRouteOptions<Data> {
  path: string;
  /** The route module: from a remote in the shell, or the module itself (tests, standalone). */
  module: () => Promise<PageModule<Data>>;
  reader: ContentReader;
  /** The form a visitor sent to this page without its script (on the server, for one POST). */
  submitted?: PageForm;
}

function setMetaDescription(description: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  if (tag.content !== description) tag.content = description;
}

/**
 * Sets the document's title and description from the page's meta on every page shown. A page the
 * server rendered already has them (the server wrote the whole head): taking it over writes
 * nothing, and only a page the visitor moves to changes them.
 */
function useDocumentMeta(meta: PageMeta): void {
  const siteName = useSettingsStore((state) => state.dashboardName) || DEFAULT_COMPANY_NAME;
  const title = documentTitle(meta, siteName);
  useEffect(() => {
    if (document.title !== title) document.title = title;
    setMetaDescription(meta.description);
  }, [title, meta.description]);
}

/** A page or screen slot that failed: its own error texts, or the section's fallback with Try again. */
export function PageErrorView() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const failed = pageLoadError(error);
  if (failed)
    return <PageStatus kind="error" title={failed.pageError.title} message={failed.pageError.message} />;
  // The module could not be loaded, or it failed while rendering: a retry may mend either.
  if (!(error instanceof PageModuleUnavailable)) console.error('A page failed while rendering.', error);
  return <SectionUnavailable onRetry={() => void revalidate()} />;
}

/** What the page slot shows while a page's data is on the way (also in server-rendered HTML). */
export function LoadingPage() {
  return <PageStatus kind="loading" message="Loading..." />;
}

/**
 * Makes a route of a page module, for React Router's data router: the loader fetches the module
 * (once), runs its `action` with a form the visitor sent (if any), then its `load`, before the
 * page shows; the page renders from that data and sets the document's title and description; a
 * failed load shows the page's own error text in its place, and a module that could not be had
 * shows a retry in the slot only.
 */
export function pageRoute<Data>({ path, module, reader, submitted }: PageRouteOptions<Data>): RouteObject {
  let page: PageModule<Data> | undefined;

  async function loadPage(): Promise<PageModule<Data>> {
    try {
      page = await module();
      return page;
    } catch (error) {
      throw new PageModuleUnavailable(error);
    }
  }

  function PageView() {
    const data = useLoaderData() as Data;
    // The loader (or the hydrating browser's preload) has set `page` before this renders.
    const { Component, meta } = page!;
    useDocumentMeta(meta(data));
    return <Component data={data} />;
  }

  const handle: PageRouteHandle = {
    preload: async () => {
      await loadPage();
    },
    meta: (data) => page?.meta(data as Data),
  };

  return {
    // Named, not numbered by position: the hydrating browser finds the server's data by this id
    // before its router exists.
    id: `page:${path}`,
    path,
    handle,
    loader: async ({ params, request }) => {
      const loaded = await loadPage();
      if (submitted && !loaded.action) throw new PageTakesNoForm();
      try {
        // The form's answer reaches the page through its data, which the browser hydrates with.
        const submission =
          submitted && loaded.action ? await loaded.action({ ...submitted, params }) : undefined;
        const { searchParams, origin } = new URL(request.url);
        return await loaded.load({ api: reader, params, searchParams, origin, submission });
      } catch (error) {
        throw new PageLoadFailure(loaded as PageModule<unknown>, error);
      }
    },
    Component: PageView as ComponentType,
    ErrorBoundary: PageErrorView,
    HydrateFallback: LoadingPage,
  };
}
