// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type Route, watchDownloads } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@academy/admin-kit';
import { AUDIT_ACTIONS, type AuditEntry, type StaffAccount } from '@academy/contracts';
import AdminActivityPage from '../admin/ActivityPage';
import dashboard from '../section';

const aiko: StaffAccount = {
  _id: 'a2',
  email: 'aiko@example.com',
  name: 'Aiko Tanaka',
  role: 'editor',
  twoFactorEnabled: false,
};
const saved: AuditEntry = {
  _id: 'e1',
  at: '2026-11-25T06:05:00.000Z',
  accountId: 'a2',
  accountName: 'Aiko Tanaka',
  action: 'save',
  path: '/about/team/t1',
  recordId: 't1',
  address: '203.0.113.7',
  sentence: 'Aiko Tanaka saved a draft of the team member "Sensei Kim" on its own',
  subject: 'the team member "Sensei Kim"',
  link: '/admin/about',
};
const signedIn: AuditEntry = {
  ...saved,
  _id: 'e2',
  action: 'sign-in',
  path: 'aiko@example.com',
  recordId: '',
  sentence: 'Aiko Tanaka signed in',
  subject: '',
  link: '',
};

const auditPage = (entries: AuditEntry[], page = 1, total = entries.length) =>
  ok({ entries, total, page, pageSize: 50 });

/** The screen with the accounts and these answers; any other page of the log is empty. */
function renderActivity(routes: Record<string, Route> = {}) {
  return renderAdminScreen(AdminActivityPage, {
    path: '/admin/activity',
    api: {
      'GET /users': ok({ accounts: [aiko], invitations: [], requireTwoFactor: false }),
      'GET /audit?page=1': auditPage([saved, signedIn], 1, 120),
      'GET /audit?page=2': auditPage([signedIn], 2, 120),
      ...routes,
    },
    apiOptions: { otherGets: auditPage([]) },
  }).api;
}

/** The query of the last call to `path`, as an object. */
function lastQuery(api: ReturnType<typeof renderActivity>, path: string) {
  const url = api.requests.filter((request) => request.url.split('?')[0] === path).at(-1)!.url;
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => jest.restoreAllMocks());

test('is a screen of the dashboard section, in the sidebar as Activity, for owners only', () => {
  expect(dashboard.screens).toContainEqual({
    path: 'activity',
    expose: 'ActivityPage',
    label: 'Activity',
    roles: ['owner'],
  });
});

test('lists the first page of the log as sentences, each record’s name a link to its editor', async () => {
  renderActivity();
  expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['When', 'What happened', 'From']);
  expect(rows()).toEqual([
    [formatDateTime(saved.at), saved.sentence, '203.0.113.7'],
    [formatDateTime(saved.at), 'Aiko Tanaka signed in', '203.0.113.7'],
  ]);
  // No API path or id is shown.
  expect(screen.getByRole('table')).not.toHaveTextContent('/about/team/t1');
  expect(screen.getByRole('link', { name: 'the team member "Sensei Kim"' })).toHaveAttribute(
    'href',
    '/admin/about',
  );
  expect(within(screen.getAllByRole('row')[2]).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
});

test('a record’s link opens its editor', async () => {
  const { router } = renderAdminScreen(AdminActivityPage, {
    path: '/admin/activity',
    api: { 'GET /audit?page=1': auditPage([saved]) },
    apiOptions: { otherGets: auditPage([]) },
  });
  await userEvent.click(await screen.findByRole('link', { name: 'the team member "Sensei Kim"' }));
  expect(await screen.findByText('Another page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/about');
});

test('Previous and Next page through the log', async () => {
  const api = renderActivity();
  const pager = within(await screen.findByRole('navigation', { name: 'Activity pages' }));
  expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(pager.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(api.callsTo('GET', '/audit?page=2')).toHaveLength(1);

  await userEvent.click(pager.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  expect(lastQuery(api, '/audit')).toEqual({ page: '3' });
});

test('the filters become the query, from the first page again', async () => {
  const api = renderActivity();
  const pager = within(await screen.findByRole('navigation', { name: 'Activity pages' }));
  await userEvent.click(pager.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'Aiko Tanaka');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Saved');
  await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('To'), '2026-11-30');

  expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  expect(lastQuery(api, '/audit')).toEqual({
    account: 'a2',
    action: 'save',
    // The days where the administrator is, whole.
    from: new Date(2026, 10, 1).toISOString(),
    to: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(),
    page: '1',
  });
});

test('the action filter offers every action the log records, in the sentences’ words', async () => {
  renderActivity();
  const action = await screen.findByRole('combobox', { name: 'Action' });
  const options = within(action).getAllByRole('option');
  expect(options.map((option) => option.textContent).slice(0, 8)).toEqual([
    'Every action',
    'Signed in',
    'Could not sign in',
    'Signed out',
    'Saved',
    'Deleted',
    'Restored',
    'Published',
  ]);
  expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...AUDIT_ACTIONS]);
  expect(within(action).getByRole('option', { name: 'Invited someone' })).toHaveValue('invitation sent');
  expect(within(action).getByRole('option', { name: 'Was refused access' })).toHaveValue('access refused');
});

test('a failed load says so', async () => {
  renderActivity({ 'GET /audit?page=1': failure(503) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the activity');
});

test('Download CSV fetches the export with the filters and saves it under the server’s file name', async () => {
  const csv = new Blob(['When,Who\r\n'], { type: 'text/csv' });
  const { created, clicked } = watchDownloads();
  const api = renderActivity({ 'GET /audit.csv?action=save': { status: 200, body: csv } });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Action' }), 'Saved');
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(created).toEqual([csv]);
  expect(clicked[0].download).toBe('activity.csv');
  expect(api.callsTo('GET', '/audit.csv?action=save')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

test('a failed download says so', async () => {
  renderActivity({ 'GET /audit.csv': failure(500) });
  await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the activity');
});
