import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { configureApi } from '@academy/runtime';
import { browserRoutes } from './app/App';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { hydrateServerPage } from './app/hydrate';
import { loadServerState } from './app/serverState';
import { pageViews } from './features/health/pageHealth';
import { registerRemoteManifests } from './features/remotes/remoteRegistry';
import './styles/global.css';

/**
 * Starts the site. A page the server rendered brings its configuration and its data along (in
 * it, or from the same render when it started when needed): the browser hydrates it without
 * calling the API again. Otherwise (the admin area, or a page the
 * server could not render) the browser reads the configuration and renders the page itself.
 * The router is made only once the configuration is applied: a data router starts the first
 * page's loader as soon as it exists, and that loader needs the API origin and the registry.
 */
async function start(): Promise<void> {
  const serverState = await loadServerState();
  // Without the config the layout still renders; every remote then shows its fallback.
  const config = serverState?.config ?? (await loadRuntimeConfig());
  if (config) {
    configureApi({ apiOrigin: config.apiOrigin });
    registerRemoteManifests(config);
  }
  // Each route shown is a page view of the start script's health report, this one first.
  const views = pageViews(config);
  views.show(window.location.pathname);
  // Without the config there are no sections to route to: the layout renders, the pages redirect home.
  const routes = browserRoutes(config?.sections ?? [], config);
  const root = document.getElementById('root')!;
  const router = serverState
    ? await hydrateServerPage(root, routes, serverState.hydration)
    : createBrowserRouter(routes);
  views.follow(router);
  if (!serverState) {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

void start();
