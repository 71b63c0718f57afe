import { failure, ok } from '@academy/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/runtime';
import { resetBrowserState, signInAs } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../support/fakeFederationRuntime'),
);

const LOGIN_OK = {
  status: 200,
  body: {
    success: true,
    token: 'new-token',
    user: { _id: '1', name: 'Sensei Kim', email: 'kim@example.com' },
  },
};

beforeEach(() => {
  resetBrowserState();
  // The 401 cases log the failed dashboard-name load; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function signInThroughForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'kim@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the admin guard', () => {
  it('lands an author, who has no dashboard, on the first screen they see: the blog', async () => {
    fakeSiteApi();
    useSessionStore.getState().signIn('author-token', { name: 'Aiko', role: 'author' });
    const { currentPath } = await renderApp('/admin/dashboard');
    expect(await screen.findByText('Remote page admin_blog/Page')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/blog');
  });

  it('sends a visitor without a session to the login page', async () => {
    fakeSiteApi();
    const { currentPath } = await renderApp('/admin/about');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(screen.queryByText(/Remote page/)).not.toBeInTheDocument();
  });

  it('returns to the remembered page, query and hash included, after signing in', async () => {
    const api = fakeSiteApi({ 'POST /auth/login': LOGIN_OK });
    const { currentPath } = await renderApp('/admin/blog?page=2#list');
    await screen.findByRole('heading', { name: 'Admin Login' });

    await signInThroughForm();

    expect(await screen.findByText('Remote page admin_blog/Page')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/blog?page=2#list');
    expect(screen.getByText('Sensei Kim')).toBeInTheDocument();
    expect(sessionStorage.getItem('adminToken')).toBe('new-token');
    expect(api.callsTo('POST', '/auth/login')[0].body).toEqual({
      email: 'kim@example.com',
      password: 'correct horse',
    });
  });

  it('lands on the dashboard after signing in from the login page itself', async () => {
    fakeSiteApi({ 'POST /auth/login': LOGIN_OK });
    const { currentPath } = await renderApp('/admin/login');
    await signInThroughForm();
    expect(await screen.findByText('Remote page admin_dashboard/Page')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it('sends a signed-in user from /admin/login and /admin to the dashboard', async () => {
    fakeSiteApi();
    signInAs('Sensei Kim');
    const first = await renderApp('/admin/login');
    expect(await screen.findByText('Remote page admin_dashboard/Page')).toBeInTheDocument();
    expect(first.currentPath()).toBe('/admin/dashboard');
    first.unmount();

    const second = await renderApp('/admin');
    expect(await screen.findByText('Remote page admin_dashboard/Page')).toBeInTheDocument();
    expect(second.currentPath()).toBe('/admin/dashboard');
  });

  it('clears the session and shows the login page when an admin call answers 401', async () => {
    // The admin layout refreshes the dashboard name on mount: the server no longer knows the token.
    const api = fakeSiteApi({ 'GET /dashboard/hero': failure(401, 'Session expired') });
    signInAs('Sensei Kim', 'expired-token');
    const { currentPath } = await renderApp('/admin/contact');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(api.callsTo('GET', '/dashboard/hero')[0].authorization).toBe('Bearer expired-token');
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(sessionStorage.getItem('adminUser')).toBeNull();
  });

  it('after a 401, signing in again returns to the page the user was on', async () => {
    let sessionValid = false;
    fakeSiteApi({
      'GET /dashboard/hero': () => (sessionValid ? ok(null) : failure(401, 'Expired')),
      'POST /auth/login': () => {
        sessionValid = true;
        return LOGIN_OK;
      },
    });
    signInAs('Sensei Kim', 'expired-token');
    const { currentPath } = await renderApp('/admin/contact');
    await screen.findByRole('heading', { name: 'Admin Login' });

    await signInThroughForm();

    await waitFor(() => expect(currentPath()).toBe('/admin/contact'));
    expect(await screen.findByText('Remote page admin_contact/Page')).toBeInTheDocument();
  });
});
