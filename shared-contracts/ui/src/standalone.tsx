import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import { pageRoute } from './pageRoute';
import { type PageModule } from '@academy/contracts';

/**
 * Opening a remote on its own, for the remote's dev server: a team can work on one section
 * without the shell. A data router, as in the shell, so pages load through their loaders and
 * screens may block navigation (unsaved changes). In the site the shell mounts the modules.
 */
function mount(route: RouteObject): void {
  const router = createBrowserRouter([route]);
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
}

/** A public remote's page module, at every path. */
export function mountStandalonePage<Data>(page: PageModule<Data>): void {
  mount(pageRoute({ path: '*', module: async () => page, reader: contentReader(getData, getErrorStatus) }));
}

/** An admin remote's screen, at every path. */
export function mountStandalone(Screen: ComponentType): void {
  mount({ path: '*', Component: Screen });
}
