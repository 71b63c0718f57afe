import { useEffect, type ComponentType } from 'react';
import { useLoaderData, useRevalidator, useRouteError, type RouteObject } from 'react-router-dom';
import { useSettingsStore } from 'shared-contracts';
import { DEFAULT_COMPANY_NAME } from '../api/site';
import { PageStatus } from '../ui/PageStatus';
import { SectionUnavailable } from '../ui/SectionUnavailable';
import { documentTitle, type ContentReader, type PageMeta, type PageModule } from './contract';

/** The page's code could not be had (its remote is down); the slot offers a retry. */
export class PageModuleUnavailable extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded.', { cause });
    this.name = 'PageModuleUnavailable';
  }
}

/** The page's loader failed; the page's own error texts say so. */
class PageLoadFailure extends Error {
  constructor(
    readonly page: PageModule<unknown>,
    cause: unknown,
  ) {
    super('The page data could not be loaded.', { cause });
    this.name = 'PageLoadFailure';
  }
}

export interface PageRouteOptions<Data> {
  path: string;
  /** The route module: from a remote in the shell, or the module itself (tests, standalone). */
  module: () => Promise<PageModule<Data>>;
  reader: ContentReader;
}

function setMetaDescription(description: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/** Sets the document's title and description from the page's meta on every page shown. */
function useDocumentMeta(meta: PageMeta): void {
  const siteName = useSettingsStore((state) => state.dashboardName) || DEFAULT_COMPANY_NAME;
  const title = documentTitle(meta, siteName);
  useEffect(() => {
    document.title = title;
    setMetaDescription(meta.description);
  }, [title, meta.description]);
}

function PageErrorView() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  if (error instanceof PageLoadFailure) {
    const text = error.page.error(error.cause);
    return <PageStatus kind="error" title={text.title} message={text.message} />;
  }
  // The module could not be loaded, or it failed while rendering: a retry may mend either.
  if (!(error instanceof PageModuleUnavailable)) console.error('A page failed while rendering.', error);
  return <SectionUnavailable onRetry={() => void revalidate()} />;
}

function LoadingPage() {
  return <PageStatus kind="loading" message="Loading..." />;
}

/**
 * Makes a route of a page module, for React Router's data router: the loader fetches the module
 * (once) and runs its `load` before the page shows; the page renders from that data and sets the
 * document's title and description; a failed load shows the page's own error text in its place,
 * and a module that could not be had shows a retry in the slot only.
 */
export function pageRoute<Data>({ path, module, reader }: PageRouteOptions<Data>): RouteObject {
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
    // The loader has run (and set `page`) before React Router renders this.
    const { Component, meta } = page!;
    useDocumentMeta(meta(data));
    return <Component data={data} />;
  }

  return {
    path,
    loader: async ({ params }) => {
      const loaded = await loadPage();
      try {
        return await loaded.load({ api: reader, params });
      } catch (error) {
        throw new PageLoadFailure(loaded as PageModule<unknown>, error);
      }
    },
    Component: PageView as ComponentType,
    ErrorBoundary: PageErrorView,
    HydrateFallback: LoadingPage,
  };
}
