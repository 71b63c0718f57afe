import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { PageStatus } from '@academy/ui';
import { Loading } from '../components/Loading';

/**
 * Every route: a new page starts at its top and Back returns to where the reader was; the
 * admin area's own screens load on demand (React.lazy) behind a loading line.
 */
export function RootLayout() {
  // The page is the app's from now on (taken over or rendered by it): `html[data-app="live"]`, a
  // plain mark for whoever needs to know that handlers are attached (the e2e suite waits for it).
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * The last resort, for a fault outside any page slot (a layout's, say): a sentence instead of a
 * blank or a developer's screen; reloading starts the site afresh.
 */
export function AppError() {
  console.error('The site failed while rendering.', useRouteError());
  return (
    <PageStatus kind="error" title="Something went wrong" message="Please reload the page to try again." />
  );
}
