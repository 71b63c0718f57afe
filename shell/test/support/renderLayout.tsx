import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import { LoadingPage } from '@academy/ui';
import { SiteMapContext, siteMap } from '../../src/features/navigation/sitePages';
import { PublicLayout } from '../../src/layouts/public/PublicLayout';
import { SITE_SECTIONS } from './siteSections';
import { SITE_FRAME_ROUTE, loadSiteFrame } from '../../src/layouts/public/siteFrame';

function AnotherPage() {
  return <p>Another page</p>;
}

/**
 * A layout with one page in its slot, at `path`, in a data router; other paths show 'Another
 * page'. `layoutRoute` adds to the layout's route (an id and a loader, say).
 */
export function renderLayout(
  Layout: ComponentType,
  page: ReactElement,
  path = '/page',
  layoutRoute: Omit<RouteObject, 'children' | 'index'> = {},
) {
  const site = siteMap(SITE_SECTIONS);
  const router = createMemoryRouter(
    [
      {
        ...layoutRoute,
        Component: () => (
          <SiteMapContext.Provider value={site}>
            <Layout />
          </SiteMapContext.Provider>
        ),
        children: [
          { path, element: page },
          { path: '*', Component: AnotherPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** The public layout as the site has it: its frame (name, logo, contact, policy) loaded first. */
export function renderPublicLayout(page: ReactElement, path = '/page') {
  return renderLayout(PublicLayout, page, path, {
    id: SITE_FRAME_ROUTE,
    loader: () => loadSiteFrame(contentReader(getData, getErrorStatus)),
    HydrateFallback: LoadingPage,
  });
}
