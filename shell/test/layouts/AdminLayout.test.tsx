import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failure, heldReply, ok } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@academy/runtime';
import { fullPageRedirect } from '../../src/lib/fullPageRedirect';
import { resetBrowserState, signInAs } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../support/fakeFederationRuntime'),
);
// jsdom cannot navigate, and its location.assign cannot be replaced.
jest.mock('../../src/lib/fullPageRedirect');

beforeEach(() => {
  resetBrowserState();
  signInAs('Sensei Kim');
});
afterEach(() => jest.clearAllMocks());

const sidebar = () => document.getElementById('admin-sidebar')!;
const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('the admin layout', () => {
  it("shows the dashboard name (default 'Admin Dashboard', then the saved one) and welcomes the admin", async () => {
    const hero = heldReply();
    fakeSiteApi({ 'GET /dashboard/hero': hero.route });
    await renderApp('/admin/home');
    expect(screen.getByText('Admin Dashboard')).toBeInTheDocument();
    await act(async () => hero.release(ok({ name: 'Kumo Dojo Admin', logo: '/uploads/l.png' })));
    expect(await screen.findByText('Kumo Dojo Admin')).toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/uploads/l.png');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sensei Kim' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("greets 'Admin' when the session has no name", async () => {
    fakeSiteApi();
    useSessionStore.setState({ user: null });
    await renderApp('/admin/home');
    expect(await screen.findByText('Remote page admin_home/Page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });

  it("opens the account menu: 'Your account' and Logout; Escape closes it, back on its button", async () => {
    const user = userEvent.setup();
    fakeSiteApi({ 'GET /auth/sessions': ok([]) });
    const { currentPath } = await renderApp('/admin/home');
    await screen.findByText('Remote page admin_home/Page');
    const account = screen.getByRole('button', { name: 'Sensei Kim' });

    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/admin/account',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();

    await user.click(account);
    await user.click(screen.getByRole('link', { name: 'Your account' }));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/account');
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a long name on one line, cut with an ellipsis, and names the button with all of it', async () => {
    const longName = 'Sensei Maximilian Alexander von Wolkenstein-Trostburg the Third';
    fakeSiteApi();
    signInAs(longName);
    await renderApp('/admin/home');
    await screen.findByText('Remote page admin_home/Page');
    const account = screen.getByRole('button', { name: longName });
    expect(account).toHaveAttribute('title', longName);
    expect(within(account).getByText(longName)).toHaveClass('name');
    // jsdom lays nothing out: the class's rule is read from the stylesheet itself.
    const css = readFileSync(join(__dirname, '../../src/layouts/admin/AccountMenu.module.css'), 'utf8');
    const nameRule = /\n\.name \{([^}]*)\}/.exec(css)?.[1];
    expect(nameRule).toMatch(/white-space: nowrap;/);
    expect(nameRule).toMatch(/overflow: hidden;/);
    expect(nameRule).toMatch(/text-overflow: ellipsis;/);
  });

  it('opens and closes the drawer, and closes it when an entry is chosen', async () => {
    fakeSiteApi();
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/admin/home');
    await screen.findByText('Remote page admin_home/Page');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'admin-sidebar');
    expect(sidebar()).not.toHaveClass('open');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveClass('open');
    await user.click(menuButton());
    expect(sidebar()).not.toHaveClass('open');

    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(sidebar()).not.toHaveClass('open');

    await user.click(menuButton());
    await user.click(within(sidebar()).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByText('Remote page admin_blog/Page')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/blog');
    expect(sidebar()).not.toHaveClass('open');
    expect(within(sidebar()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');

    // Choosing the page already shown closes the drawer too.
    await user.click(menuButton());
    await user.click(within(sidebar()).getByRole('link', { name: 'Blog' }));
    expect(sidebar()).not.toHaveClass('open');
  });

  it("starts loading a section's remote when its entry is hovered", async () => {
    fakeSiteApi();
    const user = userEvent.setup();
    await renderApp('/admin/dashboard');
    await screen.findByText('Remote page admin_dashboard/Page');
    expect(loadRemote).not.toHaveBeenCalledWith('admin_contact/Page');
    await user.hover(within(sidebar()).getByRole('link', { name: 'Contact' }));
    expect(loadRemote).toHaveBeenCalledWith('admin_contact/Page');
  });

  it.each([
    ['answered', ok(null)],
    ['failed', failure(500, 'Database unavailable')],
  ])(
    'logs out (server %s): ends the session, clears storage and the editors’ unsaved text, and reloads on /admin/login',
    async (_, reply) => {
      const api = fakeSiteApi({ 'POST /auth/logout': reply });
      const user = userEvent.setup();
      await renderApp('/admin/home');
      await screen.findByText('Remote page admin_home/Page');
      // What the editors kept of this account's unsaved text: the next person at this browser
      // must not be offered it. Other sites' and settings' keys stay.
      const unsaved = { at: '2026-01-01T00:00:00.000Z', values: { herotitle: 'Not yet public' } };
      localStorage.setItem('academy.unsaved:/home/hero', JSON.stringify(unsaved));
      localStorage.setItem('academy.unsaved:/blog/detailed/b1', JSON.stringify(unsaved));
      localStorage.setItem('academy.theme', 'dark');

      await user.click(screen.getByRole('button', { name: 'Logout' }));

      await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/admin/login'));
      expect(api.callsTo('POST', '/auth/logout')[0].authorization).toBe('Bearer valid-token');
      expect(sessionStorage.getItem('adminToken')).toBeNull();
      expect(sessionStorage.getItem('adminUser')).toBeNull();
      expect(useSessionStore.getState().token).toBeNull();
      expect(localStorage.getItem('academy.unsaved:/home/hero')).toBeNull();
      expect(localStorage.getItem('academy.unsaved:/blog/detailed/b1')).toBeNull();
      expect(localStorage.getItem('academy.theme')).toBe('dark');
    },
  );
});
