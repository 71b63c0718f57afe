import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/**
 * Mounts a remote's page on its own, for the remote's dev server: a team can work on one section
 * without the shell. In the site, the shell renders the exposed page inside its own layout.
 */
export function mountStandalone(Page: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
}
