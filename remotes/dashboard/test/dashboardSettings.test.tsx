// First: it fills jsdom's gaps before the code under test loads.
import { failure, imageFile, ok, sentForm } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSettingsStore } from '@academy/runtime';
import { region, renderDashboard } from './renderDashboard';

const settings = () => region('Institute name and logo');
const stored = { name: 'Tiger Dojo', logo: '/uploads/logo.webp' };

beforeEach(() => useSettingsStore.getState().applyDashboard(null));

async function openEditor() {
  await userEvent.click(settings().getByRole('button', { name: 'Edit institute name and logo' }));
}

test('shows the stored name and logo', async () => {
  await renderDashboard({ 'GET /dashboard/hero': ok(stored) });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard settings' })).toBeInTheDocument();
  expect(settings().getByText('Tiger Dojo')).toBeInTheDocument();
  expect(settings().getByRole('img', { name: 'Tiger Dojo logo' })).toHaveAttribute(
    'src',
    '/uploads/logo.webp',
  );
});

test('shows its load error', async () => {
  await renderDashboard({ 'GET /dashboard/hero': failure(503) });
  expect(settings().getByRole('alert')).toHaveTextContent('Failed to load dashboard settings');
});

test('the logo field recommends a size', async () => {
  await renderDashboard();
  await openEditor();
  expect(settings().getByLabelText('Logo')).toHaveAccessibleDescription('Logo recommended 200x200px');
});

test.each([
  ['a name', { name: '', logo: '/uploads/logo.webp' }],
  ['a logo, stored or new', { name: 'Tiger Dojo', logo: '' }],
])('Save without %s says name and logo are required', async (_missing, saved) => {
  const api = await renderDashboard({ 'GET /dashboard/hero': ok(saved) });
  await openEditor();
  await userEvent.click(settings().getByRole('button', { name: 'Save' }));
  expect(settings().getByRole('alert')).toHaveTextContent('Name and logo are required');
  expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a stored logo is enough to rename the institute', async () => {
  const api = await renderDashboard({
    'GET /dashboard/hero': ok(stored),
    'POST /dashboard/hero': ok({ ...stored, name: 'Crane Dojo' }),
  });
  await openEditor();
  await userEvent.clear(settings().getByLabelText('Institute name'));
  await userEvent.type(settings().getByLabelText('Institute name'), 'Crane Dojo');
  await userEvent.click(settings().getByRole('button', { name: 'Save' }));
  expect(await settings().findByRole('status')).toHaveTextContent('Settings saved successfully');
  const form = sentForm(api.requests, 'POST', '/dashboard/hero');
  expect(form.get('name')).toBe('Crane Dojo');
  expect(form.has('logo')).toBe(false);
});

test('Save sends name and logo, shows the stored logo and updates the admin header', async () => {
  const api = await renderDashboard({
    'POST /dashboard/hero': ok({ name: 'Crane Dojo', logo: '/uploads/crane.webp' }),
  });
  await openEditor();
  await userEvent.type(settings().getByLabelText('Institute name'), 'Crane Dojo');
  const logo = imageFile('crane.png');
  await userEvent.upload(settings().getByLabelText('Logo'), logo);
  await userEvent.click(settings().getByRole('button', { name: 'Save' }));

  expect(await settings().findByRole('status')).toHaveTextContent('Settings saved successfully');
  expect(settings().getByRole('status')).toHaveClass('success');
  expect(settings().getByRole('img', { name: 'Crane Dojo logo' })).toHaveAttribute(
    'src',
    '/uploads/crane.webp',
  );
  const form = sentForm(api.requests, 'POST', '/dashboard/hero');
  expect([form.get('name'), form.get('logo')]).toEqual(['Crane Dojo', logo]);
  expect(useSettingsStore.getState()).toMatchObject({
    dashboardName: 'Crane Dojo',
    dashboardLogo: '/uploads/crane.webp',
  });
});

test('the logo can be chosen from the library: its path is sent in place of a file', async () => {
  const chosen = '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-200x200-avif.webp';
  const api = await renderDashboard({
    'GET /dashboard/hero': ok(stored),
    'GET /media': ok([
      {
        name: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-200x200-avif.webp',
        path: chosen,
        kind: 'image',
        size: 900,
        width: 200,
        height: 200,
        description: 'The crane emblem',
        decorative: false,
        storedAt: '2026-11-02T09:00:00.000Z',
        usages: [],
      },
    ]),
    'POST /dashboard/hero': ok({ ...stored, logo: chosen }),
  });
  await openEditor();
  await userEvent.click(settings().getByRole('button', { name: 'Choose from library: Logo' }));
  await userEvent.click(await settings().findByRole('button', { name: 'Choose The crane emblem' }));
  await userEvent.click(settings().getByRole('button', { name: 'Save' }));
  expect(await settings().findByRole('status')).toHaveTextContent('Settings saved successfully');
  expect(sentForm(api.requests, 'POST', '/dashboard/hero').get('logo')).toBe(chosen);
});

test('Cancel restores the stored values', async () => {
  await renderDashboard({ 'GET /dashboard/hero': ok(stored) });
  await openEditor();
  await userEvent.type(settings().getByLabelText('Institute name'), ' changed');
  await userEvent.click(settings().getByRole('button', { name: 'Cancel' }));
  expect(settings().getByText('Tiger Dojo')).toBeInTheDocument();
  await openEditor();
  expect(settings().getByLabelText('Institute name')).toHaveValue('Tiger Dojo');
});

test.each([
  ['the server’s reason', failure(415, 'SVG images are not accepted'), 'SVG images are not accepted'],
  ['the fallback', failure(500), 'Failed to save settings'],
])('a failed save shows %s and leaves the header alone', async (_case, reply, text) => {
  await renderDashboard({ 'GET /dashboard/hero': ok(stored), 'POST /dashboard/hero': reply });
  await openEditor();
  await userEvent.click(settings().getByRole('button', { name: 'Save' }));
  expect(await settings().findByRole('alert')).toHaveTextContent(text);
  expect(useSettingsStore.getState().dashboardName).toBe('');
});

test('History restores an earlier name and logo as a save does: the view and the admin header show it', async () => {
  const earlier = {
    _id: 'r1',
    at: '2026-11-25T05:00:00.000Z',
    by: 'Owner',
    fields: { name: 'Old Dojo', logo: '/uploads/old.webp' },
  };
  const api = await renderDashboard({
    'GET /dashboard/hero': ok(stored),
    'GET /dashboard/hero/revisions': ok([earlier]),
    'POST /dashboard/hero/revisions/r1/restore': ok(earlier.fields),
  });
  await userEvent.click(settings().getByRole('button', { name: 'History of institute name and logo' }));
  const history = within(settings().getByRole('region', { name: 'History of institute name and logo' }));
  expect(await history.findByText('Changed: Institute name, Logo')).toBeInTheDocument();
  await userEvent.click(history.getByRole('button', { name: /^Restore the version of/ }));

  expect(await history.findByRole('status')).toHaveTextContent('Earlier version restored successfully');
  expect(settings().getByText('Old Dojo')).toBeInTheDocument();
  expect(useSettingsStore.getState()).toMatchObject({
    dashboardName: 'Old Dojo',
    dashboardLogo: '/uploads/old.webp',
  });
  expect(api.callsTo('POST', '/dashboard/hero/revisions/r1/restore')).toHaveLength(1);
});
