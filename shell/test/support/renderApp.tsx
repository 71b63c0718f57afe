import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';

/**
 * The whole route table at `path`, with a way to read where the user has ended up. Async: the
 * admin screens are lazy, and this waits until the first one has arrived.
 */
export async function renderApp(path: string) {
  let location: Location | undefined;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  const currentPath = () => (location ? `${location.pathname}${location.search}${location.hash}` : '');
  return { ...result!, currentPath };
}
