import { failure, heldReply, ok } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../src/lib/reloadPage';
import { resetBrowserState, signInAs } from '../support/browserState';
import { SITE_REMOTES } from '../support/registry';
import { renderApp } from '../support/renderApp';
import { fakeSiteApi } from '../support/siteApi';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../support/fakeFederationRuntime'),
);
// jsdom cannot reload a page.
jest.mock('../../src/lib/reloadPage');

const ABOUT_DEV = 'http://localhost:3002/mf-manifest.json';
const HOME_DEV = 'http://localhost:3001/mf-manifest.json';
const ADMIN_ABOUT_DEV = 'http://localhost:3008/mf-manifest.json';
const ALLOWED = ['http://localhost:*'];

/** What GET and PUT /ops/overrides answer for this session. */
const answer = (remotes: Record<string, string>) => ok({ remotes, allowedOrigins: ALLOWED });

const field = (remote: string) => screen.getByLabelText(`Manifest URL for ${remote}`);
const fieldValues = () =>
  Object.fromEntries(
    Object.keys(SITE_REMOTES).map((remote) => [remote, (field(remote) as HTMLInputElement).value]),
  );

/** The panel at `path`, signed in, once this session's overrides have been read. */
async function openPanel(path = '/admin/remote-overrides') {
  const app = await renderApp(path, { remotes: SITE_REMOTES });
  expect(await screen.findByRole('heading', { level: 1, name: 'Remote overrides' })).toBeInTheDocument();
  await screen.findByLabelText('Manifest URL for home');
  return app;
}

beforeEach(resetBrowserState);
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('the remote override panel', () => {
  it('is reached from the admin sidebar and lists every remote, filled from the server', async () => {
    const api = fakeSiteApi({ 'GET /ops/overrides': answer({ about: ABOUT_DEV }) });
    signInAs('Sensei Kim');
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/admin/dashboard', { remotes: SITE_REMOTES });
    await screen.findByText('Remote page admin_dashboard/Page');

    await user.click(
      within(document.getElementById('admin-sidebar')!).getByRole('link', { name: 'Remote overrides' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Remote overrides' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/remote-overrides');
    await screen.findByLabelText('Manifest URL for home');
    expect(fieldValues()).toEqual({ home: '', about: ABOUT_DEV, 'admin-about': '' });
    expect(screen.getByText('Allowed: http://localhost:*')).toBeInTheDocument();
    expect(api.callsTo('GET', '/ops/overrides')[0].authorization).toBe('Bearer valid-token');
    expect(screen.getByRole('banner')).toHaveTextContent('Admin Dashboard');
  });

  it('fills in the fields a link names, and applies nothing until Apply', async () => {
    const api = fakeSiteApi({ 'GET /ops/overrides': answer({ 'admin-about': ADMIN_ABOUT_DEV }) });
    signInAs('Sensei Kim');
    await openPanel(
      `/admin/remote-overrides?about=${encodeURIComponent(ABOUT_DEV)}&home=${encodeURIComponent(HOME_DEV)}`,
    );

    expect(fieldValues()).toEqual({ home: HOME_DEV, about: ABOUT_DEV, 'admin-about': ADMIN_ABOUT_DEV });
    expect(
      screen.getByText('Filled in from the link: about, home. Nothing is applied until you click Apply.'),
    ).toBeInTheDocument();
    // Let anything that would run by itself run: no write goes out.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('takes a link’s values over the server’s, and says which names are no remote of the site', async () => {
    fakeSiteApi({ 'GET /ops/overrides': answer({ about: 'http://localhost:4000/mf-manifest.json' }) });
    signInAs('Sensei Kim');
    await openPanel(`/admin/remote-overrides?about=${ABOUT_DEV}&shop=${HOME_DEV}`);
    expect(fieldValues()).toEqual({ home: '', about: ABOUT_DEV, 'admin-about': '' });
    expect(screen.getByText('Not remotes of this site, ignored: shop.')).toBeInTheDocument();
  });

  it('Apply sends exactly the filled fields, then says how to use them', async () => {
    const saved = heldReply();
    const api = fakeSiteApi({
      'GET /ops/overrides': answer({ about: ABOUT_DEV }),
      'PUT /ops/overrides': saved.route,
    });
    signInAs('Sensei Kim');
    const user = userEvent.setup();
    await openPanel();

    await user.type(field('home'), `  ${HOME_DEV} `);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    await act(async () => saved.release(answer({ about: ABOUT_DEV, home: HOME_DEV })));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Overrides applied. Reload any page to use them.',
    );
    expect(api.callsTo('PUT', '/ops/overrides')).toHaveLength(1);
    const [put] = api.callsTo('PUT', '/ops/overrides');
    expect(put.body).toEqual({ remotes: { home: HOME_DEV, about: ABOUT_DEV } });
    expect(put.authorization).toBe('Bearer valid-token');
    expect(fieldValues()).toEqual({ home: HOME_DEV, about: ABOUT_DEV, 'admin-about': '' });

    await user.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("shows the server's sentence when it refuses a URL, and keeps the fields", async () => {
    const refusal =
      'about can be pointed only at a dev server on http://localhost:* (DEV_REMOTE_ORIGINS), not at "https://evil.example/mf-manifest.json".';
    fakeSiteApi({
      'GET /ops/overrides': answer({}),
      'PUT /ops/overrides': failure(400, refusal),
    });
    signInAs('Sensei Kim');
    const user = userEvent.setup();
    await openPanel();

    await user.type(field('about'), 'https://evil.example/mf-manifest.json');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field('about')).toHaveValue('https://evil.example/mf-manifest.json');
    expect(screen.queryByRole('button', { name: 'Reload now' })).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('Clear all sends no overrides at all and empties the fields', async () => {
    const api = fakeSiteApi({
      'GET /ops/overrides': answer({ about: ABOUT_DEV, home: HOME_DEV }),
      'PUT /ops/overrides': answer({}),
    });
    signInAs('Sensei Kim');
    const user = userEvent.setup();
    await openPanel();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/Overrides cleared/);
    expect(api.callsTo('PUT', '/ops/overrides').map((request) => request.body)).toEqual([{ remotes: {} }]);
    expect(fieldValues()).toEqual({ home: '', about: '', 'admin-about': '' });
  });

  it('is behind the admin guard: signed out, a link to it leads to the login page, and back after signing in', async () => {
    const api = fakeSiteApi({
      'GET /ops/overrides': answer({}),
      'POST /auth/login': {
        status: 200,
        body: {
          success: true,
          token: 'new-token',
          user: { _id: '1', name: 'Sensei Kim', email: 'kim@example.com' },
        },
      },
    });
    const user = userEvent.setup();
    const { currentPath } = await renderApp(`/admin/remote-overrides?about=${ABOUT_DEV}`, {
      remotes: SITE_REMOTES,
    });

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(screen.queryByLabelText(/Manifest URL/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/ops/overrides')).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByLabelText('Manifest URL for about');
    await waitFor(() => expect(currentPath()).toBe(`/admin/remote-overrides?about=${ABOUT_DEV}`));
    expect(field('about')).toHaveValue(ABOUT_DEV);
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
