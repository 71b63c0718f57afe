// First: it fills jsdom's gaps before the code under test loads.
import { fakeApi, ok, type Route as ApiRoute } from 'shared-contracts/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AdminDashboardPage from '../src/Page';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The screen at one of its two routes, as the shell mounts it; waits until both editors loaded. */
export async function renderDashboard(routes: Record<string, ApiRoute> = {}, path = '/admin/dashboard') {
  const api = fakeApi({ 'GET /dashboard/hero': ok(null), 'GET /dashboard/privacy': ok(null), ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/privacy-policy" element={<AdminDashboardPage />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return api;
}

export const region = (name: string) => within(screen.getByRole('region', { name }));
export const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;
