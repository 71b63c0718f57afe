import { failure, fakeApi, heldReply, type Route } from '@academy/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/runtime';
import { resetBrowserState } from '../support/browserState';
import { renderApp } from '../support/renderApp';

beforeEach(resetBrowserState);

async function submitLogin(reply: Route) {
  fakeApi({ 'POST /auth/login': reply });
  const user = userEvent.setup();
  const app = await renderApp('/admin/login');
  await user.type(screen.getByLabelText('Email'), 'kim@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('the login screen', () => {
  it('asks for a required email address and password, and links to password recovery', async () => {
    fakeApi({});
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
    const login = heldReply();
    await submitLogin(login.route);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    login.release(failure(401, 'Invalid email or password'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's error text", async () => {
    await submitLogin(failure(401, 'Invalid email or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("falls back to 'Login failed. Please try again.' when the server gives no reason", async () => {
    await submitLogin(failure(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it("says 'Login failed' when the answer carries no token", async () => {
    const { currentPath } = await submitLogin({ status: 200, body: { success: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(currentPath()).toBe('/admin/login');
  });

  it('asks for the code when the server requires one, and sends it with the email and password', async () => {
    const api = fakeApi({
      'POST /auth/login': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? {
              status: 200,
              body: {
                success: true,
                token: 'new-token',
                user: { _id: '1', name: 'Kim', email: 'kim@example.com', role: 'editor' },
              },
            }
          : {
              status: 401,
              body: {
                success: false,
                error: 'Enter the code from your authenticator app.',
                twoFactorRequired: true,
              },
            },
    });
    const user = userEvent.setup();
    await renderApp('/admin/login');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code from your authenticator app.');
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(
      'The 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-token'));
    expect(api.callsTo('POST', '/auth/login').map((call) => call.body)).toEqual([
      { email: 'kim@example.com', password: 'correct horse' },
      { email: 'kim@example.com', password: 'correct horse', code: '123456' },
    ]);
  });
});
