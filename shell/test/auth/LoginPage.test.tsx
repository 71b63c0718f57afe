import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-contracts';
import { resetBrowserState } from '../support/browserState';
import { deferredReply, mockApi, restoreApi, type Reply } from '../support/mockApi';
import { renderApp } from '../support/renderApp';

beforeEach(resetBrowserState);
afterEach(restoreApi);

async function submitLogin(reply: Reply | (() => Promise<Reply>)) {
  mockApi({ 'POST /auth/login': reply });
  const user = userEvent.setup();
  const app = await renderApp('/admin/login');
  await user.type(screen.getByLabelText('Email'), 'kim@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('the login screen', () => {
  it('asks for a required email address and password, and links to password recovery', async () => {
    mockApi();
    await renderApp('/admin/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it("shows 'Logging in...' while the server answers", async () => {
    const login = deferredReply();
    await submitLogin(login.route);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    login.answer([401, { success: false, error: 'Invalid email or password' }]);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's error text", async () => {
    await submitLogin([401, { success: false, error: 'Invalid email or password' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("falls back to 'Login failed. Please try again.' when the server gives no reason", async () => {
    await submitLogin([500, {}]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it("says 'Login failed' when the answer carries no token", async () => {
    const { currentPath } = await submitLogin([200, { success: true }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(currentPath()).toBe('/admin/login');
  });
});
