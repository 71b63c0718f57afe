import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { preparePages } from './serverState';

/**
 * Takes over a page the server rendered: the pages' modules are fetched first, then React
 * attaches to the server's HTML with the server's data, so no loader runs again for it.
 * Hydration runs as a transition: React does it in slices of a few milliseconds and lets the
 * browser answer in between, instead of holding a phone's main thread for one long task (the
 * page is already on screen; a click that comes first is replayed once hydration reaches it).
 * Answers the router.
 */
export async function hydrateServerPage(
  container: Element,
  routes: RouteObject[],
  hydration: HydrationState,
): Promise<ReturnType<typeof createBrowserRouter>> {
  const hydrationData = await preparePages(routes, hydration);
  const router = createBrowserRouter(routes, { hydrationData });
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  return router;
}
