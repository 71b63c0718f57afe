import type { ComponentType } from 'react';
import { afterEach } from '@jest/globals';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import { adminQueryClient } from '@academy/admin-kit';
import { browserWriter, pageRoute } from '@academy/ui';
import { type PageModule } from '@academy/contracts';
import { fakeApi, type FakeApiOptions, type Route } from './fakeApi';

// Each test starts with an empty admin cache, as a fresh page load would, and with nothing kept
// in the browser's storage by another test (the editors' unsaved changes).
afterEach(() => {
  adminQueryClient.clear();
  localStorage.clear();
});

interface RenderOptions {
  /** The fake API's answers ('GET /about/hero': ok(...)). */
  api?: Record<string, Route>;
  apiOptions?: FakeApiOptions;
  /** The route's pattern ('/blog/:id') and the URL opened ('/blog/42'). */
  path?: string;
  url?: string;
  /**
   * A form sent to the page without its script, as the server takes it: the page's action gets
   * these fields (its writes go to the fake API), then its load gets the action's answer.
   */
  form?: Record<string, string>;
}

/** A stand-in for every other page, so a test can see that a link or a redirect left. */
function AnotherPage() {
  return <p>Another page</p>;
}

/**
 * Renders a public page module the way the shell does (its loader runs first, then the page,
 * with the same error and loading states), against the fake API.
 */
export function renderPage<Data>(page: PageModule<Data>, options: RenderOptions = {}) {
  const { path = '/', url = path } = options;
  const api = fakeApi(options.api ?? {}, options.apiOptions);
  const route = pageRoute({
    path,
    module: async () => page,
    reader: contentReader(getData, getErrorStatus),
    submitted: options.form && { form: new URLSearchParams(options.form), api: browserWriter },
  });
  const router = createMemoryRouter([route, { path: '*', Component: AnotherPage }], {
    initialEntries: [url],
  });
  return { api, router, ...render(<RouterProvider router={router} />) };
}

/**
 * Renders an admin screen inside a data router (as the shell does, so leaving with unsaved
 * changes can be blocked), against the fake API; other paths show 'Another page'.
 */
export function renderAdminScreen(Screen: ComponentType, options: RenderOptions = {}) {
  const { path = '/admin/screen', url = path } = options;
  const api = fakeApi(options.api ?? {}, options.apiOptions);
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: '*', Component: AnotherPage },
    ],
    { initialEntries: [url] },
  );
  return { api, router, ...render(<RouterProvider router={router} />) };
}
