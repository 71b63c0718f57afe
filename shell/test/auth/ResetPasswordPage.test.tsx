import { failure, fakeApi, ok } from '@academy/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../support/browserState';
import { renderApp } from '../support/renderApp';

const LINK = '/admin/reset-password?email=kim%40example.com&token=abc123';

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

async function fillIn(newPassword: string, confirmPassword: string, user = userEvent.setup()) {
  await user.type(screen.getByLabelText('New Password'), newPassword);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('the reset-password screen', () => {
  it('states the password rule before the administrator types, tied to the new-password field', async () => {
    fakeApi({});
    await renderApp(LINK);
    const rule = screen.getByText(
      'Use at least 12 characters. Common or easily guessed passwords are refused.',
    );
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAccessibleDescription(rule.textContent!);
    expect(field).toHaveAttribute('minlength', '12');
    expect(field).toHaveValue('');
  });

  it("says 'Passwords do not match' without calling the server", async () => {
    const api = fakeApi({});
    await renderApp(LINK);
    await fillIn('new-secret-1', 'new-secret-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the address, token and new password, confirms, and goes to login after 2 seconds', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ 'POST /auth/reset-password': ok(null) });
    const { currentPath } = await renderApp(LINK);
    await fillIn(
      'new-secret-1',
      'new-secret-1',
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    );

    // Polling every (fake) millisecond, so the clock has barely moved when the message shows.
    expect(
      await screen.findByText('Password reset successful. Redirecting to login...', {}, { interval: 1 }),
    ).toHaveAttribute('data-tone', 'success');
    expect(api.callsTo('POST', '/auth/reset-password')[0].body).toEqual({
      email: 'kim@example.com',
      token: 'abc123',
      newPassword: 'new-secret-1',
    });
    act(() => jest.advanceTimersByTime(1900));
    expect(currentPath()).toBe(LINK);
    act(() => jest.advanceTimersByTime(100));
    expect(currentPath()).toBe('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("shows the server's error, else 'Reset failed'", async () => {
    fakeApi({ 'POST /auth/reset-password': failure(400) });
    await renderApp(LINK);
    await fillIn('new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset failed');
  });

  it.each([
    '/admin/reset-password',
    '/admin/reset-password?email=kim%40example.com',
    '/admin/reset-password?token=abc',
  ])('explains that %s is not a usable link', async (path) => {
    fakeApi({});
    await renderApp(path);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
