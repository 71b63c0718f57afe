import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { SERVER_STATE_ID, type ServerState } from '@academy/contracts';
import type { PageRouteHandle } from '@academy/ui';

/** The server's state in this page, or null for a page the browser renders alone. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch (error) {
    console.error('The server-rendered state could not be read; the page renders afresh.', error);
    return null;
  }
}

/**
 * Fetches the modules of the pages the server rendered, so hydration renders them at once. A
 * page whose module cannot be had loses its data: the router then runs its loader again, with
 * the retries and the slot's fallback.
 */
export async function preparePages(
  routes: RouteObject[],
  hydration: HydrationState,
): Promise<HydrationState> {
  const loaderData = { ...hydration.loaderData };
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const handle = route.handle as Partial<PageRouteHandle> | undefined;
      if (!handle?.preload || !route.id) return;
      await handle.preload().catch(() => {
        delete loaderData[route.id!];
      });
    }),
  );
  return { ...hydration, loaderData };
}
