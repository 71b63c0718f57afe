import { renderToString } from 'react-dom/server';
import { configureApi } from '@academy/runtime';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router-dom';
import {
  DEFAULT_COMPANY_NAME,
  type PageRender,
  type RenderDependencies,
  type RenderedRemote,
  documentTitle,
  pageStructuredData,
  type PageMeta,
} from '@academy/contracts';
import {
  LoadingPage,
  PageModuleUnavailable,
  PageTakesNoForm,
  pageLoadError,
  type PageRouteHandle,
} from '@academy/ui';
import { createRoutes } from '../app/routes';
import { readRemoteSetup } from '../features/overrides/remoteSetup';
import { SITE_FRAME_ROUTE, type SiteFrame } from '../layouts/public/siteFrame';

type DataRoute = StaticHandlerContext['matches'][number]['route'];

const isPageRoute = (route: { handle?: unknown }) =>
  typeof (route.handle as Partial<PageRouteHandle> | undefined)?.preload === 'function';

/** The routes with one page route's slot left to the browser (what it shows while loading). */
function withBrowserSlot(routes: DataRoute[], routeId: string): DataRoute[] {
  return routes.map((route) => {
    if (route.id === routeId) {
      return {
        ...route,
        loader: undefined,
        ErrorBoundary: undefined,
        Component: LoadingPage,
        element: undefined,
      } as DataRoute;
    }
    return route.children
      ? ({ ...route, children: withBrowserSlot(route.children as DataRoute[], routeId) } as DataRoute)
      : route;
  });
}

/** Failed page loads as plain data: the router hands hydration errors to the browser as JSON. */
function serializableErrors(errors: StaticHandlerContext['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, pageLoadError(error) ?? null]));
}

function render(routes: DataRoute[], context: StaticHandlerContext): string {
  const router = createStaticRouter(routes, context);
  // hydrate={false}: the data goes into the page as JSON of our own (the CSP allows no inline code).
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * A page's meta with what search engines are told of the site around it (structured data: the
 * academy, the article the page is, its breadcrumbs), made from the frame's name, logo and
 * contact details; a page that is missing (its 404) says nothing of the site.
 */
function withSiteStructuredData(
  meta: PageMeta,
  {
    request,
    frame,
    siteName,
    sections,
  }: {
    request: Request;
    frame: SiteFrame | undefined;
    siteName: string;
    sections: RenderDependencies['sections'];
  },
): PageMeta {
  if (meta.status && meta.status >= 400) return meta;
  const { pathname, origin } = new URL(request.url);
  const academy = {
    name: siteName,
    logo: frame?.brand?.logo || undefined,
    address: frame?.contact?.address || undefined,
    telephone: frame?.contact?.phone || undefined,
    email: frame?.contact?.email || undefined,
  };
  return { ...meta, structuredData: pageStructuredData({ path: pathname, meta, academy, sections, origin }) };
}

/**
 * Renders the page at `request` with the site's routes and their loaders, in this process. A page
 * whose remote cannot be had (or fails while rendering) is rendered around: the layout comes from
 * the server, its slot shows the loading state, and the browser loads that page itself.
 */
export async function renderPage(request: Request, dependencies: RenderDependencies): Promise<PageRender> {
  // Image URLs (and the hero's preload, built by the server) then match what hydration renders.
  configureApi({ apiOrigin: dependencies.apiOrigin });
  const remotes: RenderedRemote[] = [];
  const routes = createRoutes({
    reader: dependencies.reader,
    sections: dependencies.sections,
    // The admin area (the override panel, which lists the registry) is never rendered here.
    remoteSetup: readRemoteSetup({
      overrides: dependencies.overrides,
      releasePreview: dependencies.releasePreview,
    }),
    submitted: dependencies.submitted,
    loadPage: (remote, expose) => {
      remotes.push({ remote, expose });
      return dependencies.loadPage(remote, expose);
    },
  });
  // The admin area is the browser's: its loaders (the session, the screens' remotes) never run here.
  const matched = matchRoutes(routes, new URL(request.url).pathname) ?? [];
  if (!matched.some(({ route }) => isPageRoute(route))) return { kind: 'browser' };
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const page = context.matches.map((match) => match.route).find(isPageRoute)!;

  const pageError = context.errors?.[page.id];
  if (pageError instanceof PageTakesNoForm) return { kind: 'no-action' };
  const leftToBrowser = pageError instanceof PageModuleUnavailable;
  // The browser cannot take a form over: a page that could not take it must not look as if it had.
  if (leftToBrowser && dependencies.submitted)
    throw new Error('The page could not be loaded to take the form.', { cause: pageError });
  const loaderData = { ...context.loaderData };
  let state = context;
  if (leftToBrowser) {
    delete loaderData[page.id];
    state = { ...context, loaderData, errors: null, statusCode: 200 };
  }
  let html: string;
  let browserSlot = leftToBrowser;
  try {
    html = render(leftToBrowser ? withBrowserSlot(handler.dataRoutes, page.id) : handler.dataRoutes, state);
  } catch (error) {
    // The page's component failed on the server: the browser renders that slot.
    console.error(`The page at ${new URL(request.url).pathname} failed to render on the server.`, error);
    delete loaderData[page.id];
    state = { ...context, loaderData, errors: null, statusCode: 200 };
    html = render(withBrowserSlot(handler.dataRoutes, page.id), state);
    browserSlot = true;
  }

  const frame = context.loaderData[SITE_FRAME_ROUTE] as SiteFrame | undefined;
  const siteName = frame?.brand?.name || DEFAULT_COMPANY_NAME;
  const failed = browserSlot ? undefined : pageLoadError(pageError);
  const meta: PageMeta = failed
    ? { title: failed.pageError.title ?? siteName, description: failed.pageError.message }
    : withSiteStructuredData(
        (page.handle as PageRouteHandle).meta(loaderData[page.id]) ?? { title: siteName, description: '' },
        { request, frame, siteName, sections: dependencies.sections },
      );
  return {
    kind: 'page',
    status: failed ? (failed.status === 404 ? 404 : 503) : (meta.status ?? 200),
    html,
    hydration: {
      loaderData,
      actionData: null,
      errors: serializableErrors(browserSlot ? null : state.errors),
    },
    title: documentTitle(meta, siteName),
    meta,
    siteName,
    remotes: browserSlot ? [] : remotes,
    complete:
      !browserSlot &&
      Object.values(state.errors ?? {}).every((error) => pageLoadError(error)?.status === 404),
  };
}
