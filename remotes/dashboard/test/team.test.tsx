// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type RecordedRequest, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@academy/admin-kit';
import type { PendingInvitation, StaffAccount } from '@academy/contracts';
import AdminTeamPage from '../admin/TeamPage';
import dashboard from '../section';

const kim: StaffAccount = {
  _id: 'a1',
  email: 'kim@example.com',
  name: 'Sensei Kim',
  role: 'owner',
  twoFactorEnabled: true,
};
const aiko: StaffAccount = {
  _id: 'a2',
  email: 'aiko@example.com',
  name: 'Aiko Tanaka',
  role: 'editor',
  twoFactorEnabled: false,
};
const ren: PendingInvitation = {
  _id: 'i1',
  email: 'ren@example.com',
  name: 'Ren Ito',
  role: 'author',
  invitedBy: 'Sensei Kim',
  expiresAt: '2026-12-02T09:00:00.000Z',
};
const LAST_OWNER = 'The site needs at least one owner: make another account an owner first.';

/** The screen against a server that keeps the staff: a write changes what the next GET answers. */
function renderTeam(routes: Record<string, Route> = {}) {
  let accounts = [kim, aiko];
  let invitations = [ren];
  let requireTwoFactor = false;
  const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;
  return renderAdminScreen(AdminTeamPage, {
    path: '/admin/team',
    api: {
      'GET /users': () => ok({ accounts, invitations, requireTwoFactor }),
      'PUT /users/a2': (request) => {
        accounts = accounts.map((account) =>
          account._id === 'a2' ? { ...account, ...bodyOf(request) } : account,
        );
        return ok(accounts[1]);
      },
      'DELETE /users/a2': () => {
        accounts = accounts.filter((account) => account._id !== 'a2');
        return ok(null);
      },
      'POST /users/invitations': (request) => {
        const invitation = { ...(bodyOf(request) as Omit<PendingInvitation, '_id'>), _id: 'i2' };
        invitations = [...invitations, { ...invitation, invitedBy: 'Sensei Kim', expiresAt: ren.expiresAt }];
        return ok(invitations.at(-1));
      },
      'DELETE /users/invitations/i1': () => {
        invitations = [];
        return ok(null);
      },
      'PUT /users/settings': (request) => {
        requireTwoFactor = bodyOf(request).requireTwoFactor as boolean;
        return ok({ requireTwoFactor });
      },
      ...routes,
    },
  }).api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardOf = (list: string, heading: string) =>
  within(
    within(screen.getByRole('list', { name: list }))
      .getByRole('heading', { level: 3, name: heading })
      .closest('li')!,
  );

afterEach(() => jest.restoreAllMocks());

test('is a screen of the dashboard section, in the sidebar as Team, for owners only', () => {
  expect(dashboard.screens).toContainEqual({
    path: 'team',
    expose: 'TeamPage',
    label: 'Team',
    roles: ['owner'],
  });
});

test('lists the accounts (address, role, two-factor) and the pending invitations', async () => {
  renderTeam();
  expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Accounts' });
  expect(names('Accounts')).toEqual(['Sensei Kim', 'Aiko Tanaka']);
  expect(cardOf('Accounts', 'Sensei Kim').getByText('kim@example.com')).toBeInTheDocument();
  expect(cardOf('Accounts', 'Sensei Kim').getByText('Two-factor on')).toBeInTheDocument();
  expect(cardOf('Accounts', 'Aiko Tanaka').getByText('Two-factor off')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of Sensei Kim' })).toHaveValue('owner');
  expect(screen.getByRole('combobox', { name: 'Role of Aiko Tanaka' })).toHaveValue('editor');

  expect(names('Pending invitations')).toEqual(['ren@example.com']);
  expect(cardOf('Pending invitations', 'ren@example.com').getByText('Ren Ito, Author')).toBeInTheDocument();
  expect(cardOf('Pending invitations', 'ren@example.com').getByText(/^Expires/)).toHaveTextContent(
    `Expires ${formatDateTime(ren.expiresAt)}`,
  );
  expect(
    screen.getByRole('checkbox', { name: 'Require two-factor sign-in for every account' }),
  ).not.toBeChecked();
});

test('a failed load says so', async () => {
  renderTeam({ 'GET /users': failure(503) });
  expect(await region('Accounts').findByRole('alert')).toHaveTextContent('Failed to load the team');
});

test('Send invitation posts the address, name and role, and the invitation is listed', async () => {
  const api = renderTeam();
  const invite = region('Invite someone');
  await userEvent.type(invite.getByRole('textbox', { name: 'Email' }), 'mai@example.com');
  await userEvent.type(invite.getByRole('textbox', { name: 'Name' }), 'Mai Sato');
  await userEvent.selectOptions(invite.getByRole('combobox', { name: 'Role' }), 'author');
  await userEvent.click(invite.getByRole('button', { name: 'Send invitation' }));

  expect(await invite.findByRole('status')).toHaveTextContent(
    'Invitation sent to mai@example.com successfully',
  );
  expect(api.callsTo('POST', '/users/invitations').map((request) => request.body)).toEqual([
    { email: 'mai@example.com', name: 'Mai Sato', role: 'author' },
  ]);
  expect(names('Pending invitations')).toEqual(['ren@example.com', 'mai@example.com']);
  expect(invite.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

test('an invitation without an address or a name is not sent', async () => {
  const api = renderTeam();
  await userEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(api.callsTo('POST', '/users/invitations')).toEqual([]);
});

test('a refused invitation shows the server’s sentence', async () => {
  renderTeam({
    'POST /users/invitations': failure(409, 'An account with this address already exists.'),
  });
  const invite = region('Invite someone');
  await userEvent.type(invite.getByRole('textbox', { name: 'Email' }), 'aiko@example.com');
  await userEvent.type(invite.getByRole('textbox', { name: 'Name' }), 'Aiko');
  await userEvent.click(invite.getByRole('button', { name: 'Send invitation' }));
  expect(await invite.findByRole('alert')).toHaveTextContent('An account with this address already exists.');
});

test('choosing a role saves it at once', async () => {
  const api = renderTeam();
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Role of Aiko Tanaka' }),
    'author',
  );
  expect(await region('Accounts').findByRole('status')).toHaveTextContent(
    'Role of Aiko Tanaka saved successfully',
  );
  expect(api.callsTo('PUT', '/users/a2').map((request) => request.body)).toEqual([{ role: 'author' }]);
  expect(screen.getByRole('combobox', { name: 'Role of Aiko Tanaka' })).toHaveValue('author');
});

test('demoting the last owner shows the server’s sentence and keeps the role', async () => {
  renderTeam({ 'PUT /users/a1': failure(409, LAST_OWNER) });
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Role of Sensei Kim' }),
    'editor',
  );
  expect(await region('Accounts').findByRole('alert')).toHaveTextContent(LAST_OWNER);
  expect(screen.getByRole('combobox', { name: 'Role of Sensei Kim' })).toHaveValue('owner');
});

test('Remove asks first; declining keeps the account, accepting removes it', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = renderTeam();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Aiko Tanaka' }));
  expect(confirm).toHaveBeenLastCalledWith('Remove Aiko Tanaka? They are signed out at once.');
  expect(api.callsTo('DELETE', '/users/a2')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Aiko Tanaka' }));
  expect(await region('Accounts').findByRole('status')).toHaveTextContent('Aiko Tanaka removed successfully');
  expect(api.callsTo('DELETE', '/users/a2')).toHaveLength(1);
  expect(names('Accounts')).toEqual(['Sensei Kim']);
});

test('removing the last owner shows the server’s sentence and keeps the account', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderTeam({ 'DELETE /users/a1': failure(409, LAST_OWNER) });
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Sensei Kim' }));
  expect(await region('Accounts').findByRole('alert')).toHaveTextContent(LAST_OWNER);
  expect(names('Accounts')).toEqual(['Sensei Kim', 'Aiko Tanaka']);
});

test('Withdraw takes the invitation back', async () => {
  const api = renderTeam();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Withdraw the invitation to ren@example.com' }),
  );
  expect(await region('Pending invitations').findByRole('status')).toHaveTextContent(
    'Invitation to ren@example.com withdrawn successfully',
  );
  expect(api.callsTo('DELETE', '/users/invitations/i1')).toHaveLength(1);
  expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
});

test('the two-factor requirement is saved as soon as it is ticked', async () => {
  const api = renderTeam();
  const requirement = await screen.findByRole('checkbox', {
    name: 'Require two-factor sign-in for every account',
  });
  await userEvent.click(requirement);
  expect(await region('Sign-in').findByRole('status')).toHaveTextContent(
    'Two-factor setting saved successfully',
  );
  expect(api.callsTo('PUT', '/users/settings').map((request) => request.body)).toEqual([
    { requireTwoFactor: true },
  ]);
  expect(requirement).toBeChecked();
});

test('a refused two-factor requirement shows the server’s sentence and stays off', async () => {
  renderTeam({
    'PUT /users/settings': failure(409, 'Set up two-factor sign-in for your own account first.'),
  });
  const requirement = await screen.findByRole('checkbox', {
    name: 'Require two-factor sign-in for every account',
  });
  await userEvent.click(requirement);
  expect(await region('Sign-in').findByRole('alert')).toHaveTextContent(
    'Set up two-factor sign-in for your own account first.',
  );
  expect(requirement).not.toBeChecked();
});
