import './scrollRestoration';
import { act, render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@academy/contracts';
import { browserRoutes } from '../../src/app/App';
import { SITE_SECTIONS } from './siteSections';

/**
 * The whole route table at `path`, in a data router as the site runs it, with a way to read where
 * the user has ended up. Async: the admin screens are lazy, and this waits until the first one
 * has arrived. `config` is the runtime config's registry (and this browser's overrides, if any).
 */
export async function renderApp(
  path: string,
  config?: Pick<RuntimeConfig, 'remotes' | 'overrides' | 'releasePreview'>,
) {
  const router = createMemoryRouter(browserRoutes(SITE_SECTIONS, config), { initialEntries: [path] });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
  });
  const currentPath = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...result!, router, currentPath };
}
