import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Loading } from '../components/Loading';

/**
 * Every route: a new page starts at its top and Back returns to where the reader was; the
 * admin area's own screens load on demand (React.lazy) behind a loading line.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
