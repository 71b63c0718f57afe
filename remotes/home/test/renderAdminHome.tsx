// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminHomePage from '../admin/Page';

/** Every section answers "never saved" unless a test says otherwise. */
const nothingSaved: Record<string, Route> = {
  'GET /home/hero': ok(null),
  'GET /home/aboutus': ok(null),
  'GET /home/whychooseus': ok(null),
  'GET /home/service': ok([]),
  'GET /home/blog': ok([]),
  'GET /home/gallery': ok([]),
};

/** Renders the screen at /admin/home and waits until every editor has finished loading. */
export async function renderAdminHome(routes: Record<string, Route> = {}) {
  const { api, router } = renderAdminScreen(AdminHomePage, {
    api: { ...nothingSaved, ...routes },
    path: '/admin/home',
  });
  await screen.findByRole('heading', { level: 1, name: 'Home content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return Object.assign(api, { router });
}

/** The titled editor section (its heading names it). */
export function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

export const writes = (api: Awaited<ReturnType<typeof renderAdminHome>>) =>
  api.requests.filter((request) => request.method !== 'GET');
