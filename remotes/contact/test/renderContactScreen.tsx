// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, type Route } from '@academy/testing';
import { pageSeoPath } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import AdminContactPage from '../admin/Page';

/** The screen as the shell mounts it at /admin/contact, once every editor has loaded. */
export async function renderContactScreen(routes: Record<string, Route> = {}) {
  const { api } = renderAdminScreen(AdminContactPage, {
    api: {
      'GET /contact/hero': ok(null),
      'GET /contact/contacts': ok(null),
      'GET /contact/contacts/submissions': ok([]),
      [`GET ${pageSeoPath('/contact')}`]: ok(null),
      ...routes,
    },
    path: '/admin/contact',
  });
  await screen.findByRole('heading', { level: 1, name: 'Contact content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return api;
}

export const region = (name: string) => within(screen.getByRole('region', { name }));
