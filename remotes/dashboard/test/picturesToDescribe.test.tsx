// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok } from '@academy/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@academy/contracts';
import { useSessionStore } from '@academy/runtime';
import { currentPath, region, renderDashboard } from './renderDashboard';

const pictures = [
  { where: 'Home: Hero section', label: 'Hero image', image: '/uploads/hero.webp', editor: '/admin/home' },
  {
    where: 'Blog: Blogs: Grading day',
    label: 'Image 2',
    image: '/uploads/belts.webp',
    editor: '/admin/blogs/b1/details',
  },
];

const signInAs = (role: Role) => useSessionStore.getState().signIn('token', { name: 'Sensei Kim', role });
afterEach(() => useSessionStore.getState().clear());

const list = () => region('Pictures to describe');
const SETTING = 'Refuse pictures without a description';

test.each<Role>(['editor', 'owner'])(
  'an %s sees each picture to describe, where it shows, linking to its editor',
  async (role) => {
    signInAs(role);
    await renderDashboard({ 'GET /accessibility/pictures': ok(pictures) });
    expect(await list().findByText('Home: Hero section')).toBeInTheDocument();
    expect(list().getByText('Hero image')).toBeInTheDocument();
    expect(list().getByRole('link', { name: 'Describe Hero image (Home: Hero section)' })).toHaveAttribute(
      'href',
      '/admin/home',
    );
    const post = list().getByRole('link', { name: 'Describe Image 2 (Blog: Blogs: Grading day)' });
    expect(post).toHaveAttribute('href', '/admin/blogs/b1/details');
    await userEvent.click(post);
    await waitFor(() => expect(currentPath()).toBe('/admin/blogs/b1/details'));
  },
);

test('says so when every picture is described', async () => {
  signInAs('editor');
  await renderDashboard();
  expect(
    await list().findByText('Every published picture is described or marked decorative.'),
  ).toBeInTheDocument();
});

test('a failed load says so inside its section', async () => {
  signInAs('editor');
  await renderDashboard({ 'GET /accessibility/pictures': failure(503) });
  expect(await list().findByRole('alert')).toHaveTextContent('Failed to load the pictures to describe');
});

test('an editor is not offered the owner’s setting, and nothing asks for it', async () => {
  signInAs('editor');
  const api = await renderDashboard();
  await list().findByText('Every published picture is described or marked decorative.');
  expect(screen.queryByLabelText(SETTING)).not.toBeInTheDocument();
  expect(api.callsTo('GET', '/accessibility')).toEqual([]);
});

test('the owner turns on the refusal of pictures without a description, and off again', async () => {
  signInAs('owner');
  const api = await renderDashboard({
    'PUT /accessibility': (request) => ok(request.body),
  });
  const setting = await region(SETTING).findByLabelText(SETTING);
  expect(setting).not.toBeChecked();
  expect(setting).toHaveAccessibleDescription(
    'The server then refuses to save or publish a new picture that is neither described nor marked decorative, from the admin area and from the API.',
  );
  await userEvent.click(setting);
  expect(await region(SETTING).findByRole('status')).toHaveTextContent(
    'Saved successfully: pictures without a description are now refused',
  );
  expect(setting).toBeChecked();
  await userEvent.click(setting);
  expect(
    await region(SETTING).findByText('Saved successfully: pictures without a description are accepted again'),
  ).toBeVisible();
  expect(api.callsTo('PUT', '/accessibility').map((call) => call.body)).toEqual([
    { requireDescriptions: true },
    { requireDescriptions: false },
  ]);
});

test('a refused change keeps the setting as stored and says why', async () => {
  signInAs('owner');
  await renderDashboard({
    'GET /accessibility': ok({ requireDescriptions: true }),
    'PUT /accessibility': failure(403, 'Only owners may change this.'),
  });
  const setting = await region(SETTING).findByLabelText(SETTING);
  expect(setting).toBeChecked();
  await userEvent.click(setting);
  expect(await region(SETTING).findByRole('alert')).toHaveTextContent('Only owners may change this.');
  expect(setting).toBeChecked();
});
