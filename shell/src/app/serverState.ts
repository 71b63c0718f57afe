import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { PAGE_STATE_PATH, SERVER_STATE_ID, type ServerState } from '@academy/contracts';
import type { PageRouteHandle } from '@academy/ui';

/** A page that waited for the app until a visitor needed it: the server left its state out. */
const startedWhenNeeded = () => document.querySelector('script[data-start="when-needed"]') !== null;

/** The state the server left out of a page that started when needed, from the same render as its HTML. */
async function fetchedState(): Promise<ServerState> {
  const url = `${PAGE_STATE_PATH}?url=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ServerState;
}

/**
 * The server's state for this page (in it, or fetched for a page that started when needed), or
 * null for a page the browser renders alone, or whose state could not be had (it renders afresh).
 */
export async function loadServerState(): Promise<ServerState | null> {
  try {
    const element = document.getElementById(SERVER_STATE_ID);
    if (element?.textContent) return JSON.parse(element.textContent) as ServerState;
    return startedWhenNeeded() ? await fetchedState() : null;
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
