// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok } from 'shared-contracts/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, region, renderDashboard } from './renderDashboard';

const policy = () => region('Privacy policy');
const stored = { content: '<h2>Your data</h2><p>We keep it safe.</p>' };

async function openEditor() {
  await userEvent.click(policy().getByRole('button', { name: 'Edit privacy policy' }));
}

afterEach(() => jest.useRealTimers());

test('shows the stored policy as formatted markup', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  expect(policy().getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
  expect(policy().getByText('We keep it safe.')).toBeInTheDocument();
});

test('says when there is no policy yet', async () => {
  await renderDashboard();
  expect(policy().getByText('No privacy policy available.')).toBeInTheDocument();
});

test('shows its load error', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': failure(500, 'Database unavailable') });
  expect(policy().getByRole('alert')).toHaveTextContent('Failed to load privacy policy');
});

test('the same screen is served at /admin/privacy-policy', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) }, '/admin/privacy-policy');
  expect(policy().getByText('We keep it safe.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Institute name and logo' })).toBeInTheDocument();
});

test('empty content is refused', async () => {
  const api = await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  await openEditor();
  await userEvent.clear(policy().getByLabelText('Privacy policy (HTML)'));
  await userEvent.type(policy().getByLabelText('Privacy policy (HTML)'), '   ');
  await userEvent.click(policy().getByRole('button', { name: 'Save' }));
  expect(policy().getByRole('alert')).toHaveTextContent('Privacy policy content required');
  expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
});

test('Cancel restores the stored policy', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  await openEditor();
  await userEvent.type(policy().getByLabelText('Privacy policy (HTML)'), '<p>Draft</p>');
  await userEvent.click(policy().getByRole('button', { name: 'Cancel' }));
  expect(policy().queryByText('Draft')).not.toBeInTheDocument();
  await openEditor();
  expect(policy().getByLabelText('Privacy policy (HTML)')).toHaveValue(stored.content);
});

test('Save sends the content as JSON, shows the sanitised result, then returns to the dashboard after 2 s', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const sanitised = { content: '<p>New policy</p>' };
  const api = await renderDashboard(
    { 'GET /dashboard/privacy': ok(stored), 'POST /dashboard/privacy': ok(sanitised) },
    '/admin/privacy-policy',
  );
  await user.click(policy().getByRole('button', { name: 'Edit privacy policy' }));
  await user.clear(policy().getByLabelText('Privacy policy (HTML)'));
  await user.type(policy().getByLabelText('Privacy policy (HTML)'), '<p onclick="x()">New policy</p>');
  await user.click(policy().getByRole('button', { name: 'Save' }));

  expect(await policy().findByText('Privacy policy updated successfully')).toHaveClass('success');
  expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
    content: '<p onclick="x()">New policy</p>',
  });
  expect(policy().getByText('New policy')).not.toHaveAttribute('onclick');

  act(() => jest.advanceTimersByTime(1999));
  expect(currentPath()).toBe('/admin/privacy-policy');
  act(() => jest.advanceTimersByTime(1));
  expect(currentPath()).toBe('/admin/dashboard');
});

test.each([
  [
    'the server’s reason',
    failure(400, 'content must be at most 100000 characters'),
    'content must be at most 100000 characters',
  ],
  ['the fallback', failure(500), 'Failed to update policy'],
])('a failed save shows %s and stays', async (_case, reply, text) => {
  await renderDashboard(
    { 'GET /dashboard/privacy': ok(stored), 'POST /dashboard/privacy': reply },
    '/admin/privacy-policy',
  );
  await openEditor();
  await userEvent.click(policy().getByRole('button', { name: 'Save' }));
  expect(await policy().findByRole('alert')).toHaveTextContent(text);
  expect(currentPath()).toBe('/admin/privacy-policy');
});
