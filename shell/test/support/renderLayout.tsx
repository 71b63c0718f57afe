import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** A layout with one page in its slot, at `path`. */
export function renderLayout(layout: ReactElement, page: ReactElement, path = '/page') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={layout}>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Another page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
