import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

function AnotherPage() {
  return <p>Another page</p>;
}

/** A layout with one page in its slot, at `path`, in a data router; other paths show 'Another page'. */
export function renderLayout(Layout: ComponentType, page: ReactElement, path = '/page') {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
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
