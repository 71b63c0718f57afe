// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminDashboardPage from '../admin/Page';

let currentRouter: ReturnType<typeof renderAdminScreen>['router'] | undefined;

/**
 * The screen at one of its two routes, as the shell mounts it (/admin/dashboard, and
 * /admin/privacy-policy); waits until both editors loaded.
 */
export async function renderDashboard(routes: Record<string, Route> = {}, path = '/admin/dashboard') {
  const { api, router } = renderAdminScreen(AdminDashboardPage, {
    api: {
      'GET /dashboard/hero': ok(null),
      'GET /dashboard/privacy': ok(null),
      'GET /accessibility/pictures': ok([]),
      'GET /accessibility': ok({ requireDescriptions: false }),
      ...routes,
    },
    path: '/admin/:screen',
    url: path,
  });
  currentRouter = router;
  await screen.findByRole('heading', { level: 1, name: 'Dashboard settings' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return api;
}

export const region = (name: string) => within(screen.getByRole('region', { name }));
export const currentPath = () => currentRouter?.state.location.pathname;
/** Follows a link of the admin layout (the sidebar), as the shell's router would. */
export const navigateTo = (path: string) => currentRouter?.navigate(path);
