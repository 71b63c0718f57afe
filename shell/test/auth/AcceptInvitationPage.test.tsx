import { failure } from '@academy/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/runtime';
import { resetBrowserState } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../support/fakeFederationRuntime'),
);

const LINK = '/admin/accept-invitation?email=new%40example.com&token=invite-1';

const signedIn = (mustSetUpTwoFactor: boolean) => ({
  status: 200,
  body: {
    success: true,
    token: 'new-token',
    user: {
      _id: '7',
      name: 'New Editor',
      email: 'new@example.com',
      role: 'editor',
      twoFactorEnabled: false,
      mustSetUpTwoFactor,
    },
  },
});

beforeEach(resetBrowserState);

async function accept(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the accept-invitation screen', () => {
  it('shows the invited address and states the password rule, tied to the field', async () => {
    fakeSiteApi();
    await renderApp(LINK);
    expect(screen.getByRole('heading', { name: 'Accept Invitation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 12 characters. Common or easily guessed passwords are refused.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '12');
  });

  it("says 'Passwords do not match' without calling the server", async () => {
    const api = fakeSiteApi();
    await renderApp(LINK);
    await accept('a-long-secret-1', 'a-long-secret-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.callsTo('POST', '/auth/accept-invitation')).toHaveLength(0);
  });

  it('creates the account, signs it in and opens the dashboard', async () => {
    const api = fakeSiteApi({ 'POST /auth/accept-invitation': signedIn(false) });
    const { currentPath } = await renderApp(LINK);
    await accept('a-long-secret-1', 'a-long-secret-1');

    expect(await screen.findByText('Remote page admin_dashboard/Page')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(api.callsTo('POST', '/auth/accept-invitation')[0].body).toEqual({
      email: 'new@example.com',
      token: 'invite-1',
      password: 'a-long-secret-1',
    });
    expect(useSessionStore.getState().token).toBe('new-token');
    expect(sessionStorage.getItem('adminToken')).toBe('new-token');
    expect(screen.getByRole('button', { name: 'New Editor' })).toBeInTheDocument();
  });

  it('opens the account screen when the new account must set up two-factor sign-in first', async () => {
    fakeSiteApi({ 'POST /auth/accept-invitation': signedIn(true) });
    const { currentPath } = await renderApp(LINK);
    await accept('a-long-secret-1', 'a-long-secret-1');
    expect(
      await screen.findByText('The owner requires two-factor sign-in. Set it up to continue.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/account');
  });

  it("shows the server's sentence when the invitation is refused", async () => {
    fakeSiteApi({ 'POST /auth/accept-invitation': failure(410, 'This invitation has expired.') });
    const { currentPath } = await renderApp(LINK);
    await accept('a-long-secret-1', 'a-long-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(currentPath()).toBe(LINK);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('explains that a link without its address or token is not usable', async () => {
    fakeSiteApi();
    await renderApp('/admin/accept-invitation?email=new%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is invalid or has expired.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
