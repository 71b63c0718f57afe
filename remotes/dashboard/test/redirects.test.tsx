// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type RecordedRequest } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Redirect } from '@academy/contracts';
import AdminRedirectsPage from '../admin/RedirectsPage';
import dashboard from '../section';

const moved: Redirect = {
  _id: 'r1',
  from: '/blog/winter-camp',
  to: '/blog/winter-camp-2027',
  status: 301,
  updatedAt: '2026-11-02T09:00:00.000Z',
};
const LOOP = 'This redirect would loop: /a → /b → /a. Point it elsewhere.';

/** The screen against a server that keeps the redirects: a write changes what the next GET answers. */
function renderRedirects() {
  let redirects = [moved];
  const bodyOf = (request: RecordedRequest) => request.body as Omit<Redirect, '_id' | 'updatedAt'>;
  return renderAdminScreen(AdminRedirectsPage, {
    path: '/admin/redirects',
    api: {
      'GET /redirects': () => ok(redirects),
      'POST /redirects': (request) => {
        if (bodyOf(request).from === '/b') return failure(400, LOOP);
        redirects = [...redirects, { ...bodyOf(request), _id: 'r2', updatedAt: moved.updatedAt }];
        return ok(redirects.at(-1));
      },
      'PUT /redirects/r1': (request) => {
        redirects = [{ ...moved, ...bodyOf(request) }];
        return ok(redirects[0]);
      },
      'DELETE /redirects/r1': () => {
        redirects = [];
        return ok(moved);
      },
    },
  }).api;
}

const card = (from: string) =>
  within(
    within(screen.getByRole('list', { name: 'Redirects' }))
      .getByRole('heading', { level: 3, name: from })
      .closest('li')!,
  );
const form = (heading: string) => within(screen.getByRole('region', { name: heading }));

test('is a screen of the dashboard section, in the sidebar as Redirects, for editors and owners', () => {
  expect(dashboard.screens).toContainEqual({
    path: 'redirects',
    expose: 'RedirectsPage',
    label: 'Redirects',
  });
});

test('lists the redirects, adds one, and says why the server refused one', async () => {
  const user = userEvent.setup();
  const api = renderRedirects();
  await screen.findByRole('list', { name: 'Redirects' });
  expect(card('/blog/winter-camp').getByText('to /blog/winter-camp-2027')).toBeInTheDocument();
  expect(card('/blog/winter-camp').getByText('Moved for good (301)')).toBeInTheDocument();

  const adding = form('Add a redirect');
  await user.type(adding.getByRole('textbox', { name: 'From' }), ' /old-timetable ');
  await user.type(adding.getByRole('textbox', { name: 'To' }), '/classes');
  await user.selectOptions(adding.getByRole('combobox', { name: 'Kind' }), 'Moved for now (302)');
  await user.click(adding.getByRole('button', { name: 'Add redirect' }));
  expect(await screen.findByText('Redirect from /old-timetable added')).toBeInTheDocument();
  expect(api.callsTo('POST', '/redirects')[0].body).toEqual({
    from: '/old-timetable',
    to: '/classes',
    status: 302,
  });
  expect(await screen.findByRole('heading', { level: 3, name: '/old-timetable' })).toBeInTheDocument();

  await user.type(adding.getByRole('textbox', { name: 'From' }), '/b');
  await user.type(adding.getByRole('textbox', { name: 'To' }), '/a');
  await user.click(adding.getByRole('button', { name: 'Add redirect' }));
  expect(await screen.findByText(LOOP)).toBeInTheDocument();
  expect(adding.getByRole('textbox', { name: 'From' })).toHaveValue('/b');
});

test('changes a redirect in the form, and deletes one', async () => {
  const user = userEvent.setup();
  const api = renderRedirects();
  await screen.findByRole('list', { name: 'Redirects' });
  await user.click(screen.getByRole('button', { name: 'Edit the redirect from /blog/winter-camp' }));
  const editing = form('Change the redirect from /blog/winter-camp');
  expect(editing.getByRole('textbox', { name: 'To' })).toHaveValue('/blog/winter-camp-2027');
  await user.clear(editing.getByRole('textbox', { name: 'To' }));
  await user.type(editing.getByRole('textbox', { name: 'To' }), 'https://example.org/camp');
  await user.click(editing.getByRole('button', { name: 'Save redirect' }));
  expect(await screen.findByText('to https://example.org/camp')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/redirects/r1')[0].body).toEqual({
    from: '/blog/winter-camp',
    to: 'https://example.org/camp',
    status: 301,
  });

  await user.click(screen.getByRole('button', { name: 'Delete the redirect from /blog/winter-camp' }));
  expect(await screen.findByText('Redirect from /blog/winter-camp deleted')).toBeInTheDocument();
  expect(await screen.findByText('No redirects yet.')).toBeInTheDocument();
});
