import { failure, fakeApi, ok } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/runtime';
import { formatDateTime } from '@academy/admin-kit';
import type { StaffSession } from '@academy/contracts';
import { resetBrowserState } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../support/fakeFederationRuntime'),
);

const SESSIONS: StaffSession[] = [
  {
    _id: 's1',
    browser: 'Firefox on Linux',
    address: '10.0.0.1',
    lastUsedAt: '2026-03-02T09:15:00.000Z',
    current: true,
  },
  {
    _id: 's2',
    browser: 'Safari on iPhone',
    address: '10.0.0.2',
    lastUsedAt: '2026-03-01T18:40:00.000Z',
    current: false,
  },
  {
    _id: 's3',
    browser: 'Chrome on Windows',
    address: '10.0.0.3',
    lastUsedAt: '2026-02-20T07:05:00.000Z',
    current: false,
  },
];

function signIn(user: { twoFactorEnabled?: boolean; mustSetUpTwoFactor?: boolean } = {}) {
  useSessionStore.getState().signIn('valid-token', {
    _id: '1',
    name: 'Sensei Kim',
    email: 'kim@example.com',
    role: 'editor',
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
    ...user,
  });
}

const routes = (more: Parameters<typeof fakeApi>[0] = {}) =>
  fakeSiteApi({ 'GET /auth/sessions': ok(SESSIONS), ...more });

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(resetBrowserState);

describe('the account screen', () => {
  it('shows the account as the server knows it now, not as the session kept it at sign-in', async () => {
    routes({
      'GET /auth/me': ok({
        _id: '1',
        name: 'Sensei Kim',
        email: 'kim@example.com',
        role: 'editor',
        twoFactorEnabled: true,
        mustSetUpTwoFactor: false,
      }),
    });
    signIn({ twoFactorEnabled: false });
    await renderApp('/admin/account');
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.twoFactorEnabled).toBe(true);
  });

  it('changes the password: sends the current and the new one, and confirms', async () => {
    const api = routes({ 'POST /auth/password': ok(null) });
    signIn();
    const user = userEvent.setup();
    await renderApp('/admin/account');
    const form = await screen.findByRole('region', { name: 'Change password' });
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 12 characters. Common or easily guessed passwords are refused.',
    );

    await user.type(within(form).getByLabelText('Current password'), 'old-secret-123');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-123');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret-124');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.callsTo('POST', '/auth/password')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret-123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Password changed successfully.');
    expect(api.callsTo('POST', '/auth/password')[0].body).toEqual({
      currentPassword: 'old-secret-123',
      newPassword: 'new-secret-123',
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's sentence when the password is refused", async () => {
    routes({ 'POST /auth/password': failure(400, 'The current password is not correct.') });
    signIn();
    const user = userEvent.setup();
    await renderApp('/admin/account');
    const form = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-123');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret-123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is not correct.');
  });

  it('lists the sessions, this browser marked, and ends one, then all the others', async () => {
    const api = routes({ 'DELETE /auth/sessions/s2': ok(null), 'DELETE /auth/sessions': ok(null) });
    signIn();
    const user = userEvent.setup();
    await renderApp('/admin/account');
    await screen.findByText('Safari on iPhone');
    const rows = within(section('Your sessions')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Firefox on LinuxThis browser10.0.0.1 · Last used ${formatDateTime(SESSIONS[0].lastUsedAt)}`,
      `Safari on iPhone10.0.0.2 · Last used ${formatDateTime(SESSIONS[1].lastUsedAt)}End session`,
      `Chrome on Windows10.0.0.3 · Last used ${formatDateTime(SESSIONS[2].lastUsedAt)}End session`,
    ]);
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    const endSafari = within(rows[1]).getByRole('button', { name: 'End session' });
    expect(endSafari).toHaveAccessibleDescription('Safari on iPhone');

    await user.click(endSafari);
    expect(await screen.findByText('Session ended successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/auth/sessions/s2')[0].authorization).toBe('Bearer valid-token');
    expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Other sessions ended successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/auth/sessions')).toHaveLength(1);
    expect(within(section('Your sessions')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });

  it('sets up two-factor sign-in: the QR code and key, then a code turns it on and shows the recovery codes', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `rc${index}-abcd`);
    const api = routes({
      'POST /auth/2fa/setup': ok({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Academy:kim%40example.com?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /auth/2fa/enable': ok({ recoveryCodes }),
    });
    signIn();
    const user = userEvent.setup();
    await renderApp('/admin/account');
    const twoFactor = await screen.findByRole('region', { name: 'Two-factor sign-in' });

    await user.click(within(twoFactor).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await within(twoFactor).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(twoFactor).getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = within(twoFactor).getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '654321');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    const list = await within(twoFactor).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(twoFactor).getByText(/Keep these recovery codes somewhere safe/)).toBeInTheDocument();
    expect(within(twoFactor).getByRole('status')).toHaveTextContent(
      'Two-factor sign-in turned on successfully.',
    );
    expect(api.callsTo('POST', '/auth/2fa/enable')[0].body).toEqual({ code: '654321' });
    expect(useSessionStore.getState().user).toMatchObject({
      twoFactorEnabled: true,
      mustSetUpTwoFactor: false,
    });
    expect(JSON.parse(sessionStorage.getItem('adminUser')!)).toMatchObject({ twoFactorEnabled: true });
    // Now on: turning it off asks for a code.
    expect(within(twoFactor).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('turns two-factor sign-in off with a code', async () => {
    const api = routes({ 'POST /auth/2fa/disable': ok(null) });
    signIn({ twoFactorEnabled: true });
    const user = userEvent.setup();
    await renderApp('/admin/account');
    const twoFactor = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.type(within(twoFactor).getByLabelText('Code'), '112233');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(twoFactor).findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/2fa/disable')[0].body).toEqual({ code: '112233' });
    expect(useSessionStore.getState().user?.twoFactorEnabled).toBe(false);
  });
});

describe('an account that must set up two-factor sign-in', () => {
  it.each(['/admin/dashboard', '/admin/blog', '/admin/remote-overrides', '/admin'])(
    'is sent from %s to its account screen, which says why and offers only the set-up',
    async (path) => {
      const api = routes();
      signIn({ mustSetUpTwoFactor: true });
      const { currentPath } = await renderApp(path);
      expect(
        await screen.findByText('The owner requires two-factor sign-in. Set it up to continue.'),
      ).toBeInTheDocument();
      expect(currentPath()).toBe('/admin/account');
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Change password' })).not.toBeInTheDocument();
      expect(api.callsTo('GET', '/auth/sessions')).toHaveLength(0);
    },
  );

  it('may go anywhere once two-factor sign-in is on', async () => {
    routes({
      'POST /auth/2fa/setup': ok({
        secret: 'S',
        otpauthUrl: 'otpauth://x',
        qrCode: 'data:image/png;base64,AA==',
      }),
      'POST /auth/2fa/enable': ok({ recoveryCodes: ['one-code'] }),
    });
    signIn({ mustSetUpTwoFactor: true });
    const user = userEvent.setup();
    const { router, currentPath } = await renderApp('/admin/blog');
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('one-code')).toBeInTheDocument();
    expect(
      screen.queryByText('The owner requires two-factor sign-in. Set it up to continue.'),
    ).not.toBeInTheDocument();

    await act(() => router.navigate('/admin/blog'));
    await waitFor(() => expect(currentPath()).toBe('/admin/blog'));
    expect(await screen.findByText('Remote page admin_blog/Page')).toBeInTheDocument();
  });
});
