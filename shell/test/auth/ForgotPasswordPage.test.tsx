import { failure, fakeApi, type Reply } from '@academy/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../support/browserState';
import { renderApp } from '../support/renderApp';

const SENT = 'Password reset link sent successfully if the address has an account.';

beforeEach(() => {
  resetBrowserState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function requestLink(reply: Reply) {
  const api = fakeApi({ 'POST /auth/forgot-password': reply });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const app = await renderApp('/admin/forgot-password');
  await user.type(screen.getByLabelText('Email'), 'kim@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return { ...app, api };
}

describe('the forgot-password screen', () => {
  it("shows the server's message and goes to the login page after 3 seconds", async () => {
    const { api, currentPath } = await requestLink({ status: 200, body: { success: true, message: SENT } });

    // Polling every (fake) millisecond, so the clock has barely moved when the message shows.
    expect(await screen.findByText(SENT, {}, { interval: 1 })).toHaveAttribute('data-tone', 'success');
    expect(api.callsTo('POST', '/auth/forgot-password')[0].body).toEqual({ email: 'kim@example.com' });

    act(() => jest.advanceTimersByTime(2950));
    expect(currentPath()).toBe('/admin/forgot-password');
    act(() => jest.advanceTimersByTime(50));
    expect(currentPath()).toBe('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("shows the server's error, else 'Something went wrong', and stays", async () => {
    const { unmount } = await requestLink(failure(429, 'Too many requests'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    unmount();

    const { currentPath } = await requestLink(failure(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    act(() => jest.advanceTimersByTime(5000));
    expect(currentPath()).toBe('/admin/forgot-password');
  });
});
