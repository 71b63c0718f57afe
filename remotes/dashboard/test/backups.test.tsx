// First: it fills jsdom's gaps before the code under test loads.
import { failure, heldReply, ok, renderAdminScreen, type Route, watchDownloads } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@academy/admin-kit';
import type { BackupStatus } from '@academy/contracts';
import AdminBackupsPage from '../admin/BackupsPage';
import dashboard from '../section';

const LAST_AT = '2026-11-25T03:00:00.000Z';
const FAILED_AT = '2026-11-25T09:00:00.000Z';
const everySixHours: BackupStatus = {
  schedule: { everyHours: 6, keep: 14 },
  last: { at: LAST_AT, file: 'backup-2026-11-25T03-00-00.tar.gz', bytes: 2516582 },
  failure: null,
};

/** The screen with this state of the scheduled backups and these other answers. */
function renderBackups(status: BackupStatus = everySixHours, routes: Record<string, Route> = {}) {
  return renderAdminScreen(AdminBackupsPage, {
    path: '/admin/backups',
    api: { 'GET /backups': ok(status), ...routes },
  }).api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const scheduled = async () => {
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return region('Scheduled backups');
};

afterEach(() => jest.restoreAllMocks());

test('is a screen of the dashboard section, in the sidebar as Backups, for owners only', () => {
  expect(dashboard.screens).toContainEqual({
    path: 'backups',
    expose: 'BackupsPage',
    label: 'Backups',
    roles: ['owner'],
  });
});

test('shows the schedule and the last backup, when and how big', async () => {
  renderBackups();
  expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
  const state = await scheduled();
  expect(state.getByText('A backup is made every 6 hours; the newest 14 are kept.')).toBeInTheDocument();
  expect(state.getByText(/^Last backup:/)).toHaveTextContent(
    `Last backup: ${formatDateTime(LAST_AT)} (2.4 MB)`,
  );
  expect(state.queryByRole('alert')).not.toBeInTheDocument();
  expect(state.queryByText('No scheduled backup has been made yet.')).not.toBeInTheDocument();
});

test('says sizes in bytes, KB and MB', async () => {
  renderBackups({ ...everySixHours, last: { ...everySixHours.last!, bytes: 512 } });
  expect((await scheduled()).getByText(/^Last backup:/)).toHaveTextContent('(512 bytes)');
});

test('says a size below a megabyte in KB, with one decimal', async () => {
  renderBackups({ ...everySixHours, last: { ...everySixHours.last!, bytes: 3584 } });
  expect((await scheduled()).getByText(/^Last backup:/)).toHaveTextContent('(3.5 KB)');
});

test('a failed backup is an alert, below the last backup that was made', async () => {
  renderBackups({ ...everySixHours, failure: { at: FAILED_AT, message: 'The disk is full.' } });
  const state = await scheduled();
  expect(state.getByRole('alert')).toHaveTextContent(
    `The last backup failed (${formatDateTime(FAILED_AT)}): The disk is full.`,
  );
  expect(state.getByText(/^Last backup:/)).toHaveTextContent(
    `Last backup: ${formatDateTime(LAST_AT)} (2.4 MB)`,
  );
});

test('a failure before any backup was made is an alert alone', async () => {
  renderBackups({ ...everySixHours, last: null, failure: { at: FAILED_AT, message: 'The disk is full.' } });
  const state = await scheduled();
  expect(state.getByRole('alert')).toHaveTextContent(
    `The last backup failed (${formatDateTime(FAILED_AT)}): The disk is full.`,
  );
  expect(state.queryByText(/^Last backup:/)).not.toBeInTheDocument();
  expect(state.queryByText('No scheduled backup has been made yet.')).not.toBeInTheDocument();
});

test('scheduled backups that are off say how to turn them on', async () => {
  renderBackups({ schedule: null, last: null, failure: null });
  const state = await scheduled();
  expect(
    state.getByText(
      'Scheduled backups are off. Set BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEY on the server to turn them on.',
    ),
  ).toBeInTheDocument();
  expect(state.queryByText('No scheduled backup has been made yet.')).not.toBeInTheDocument();
});

test('a schedule of one hour says every hour, and no backup yet says so', async () => {
  renderBackups({ schedule: { everyHours: 1, keep: 24 }, last: null, failure: null });
  const state = await scheduled();
  expect(state.getByText('A backup is made every hour; the newest 24 are kept.')).toBeInTheDocument();
  expect(state.getByText('No scheduled backup has been made yet.')).toBeInTheDocument();
});

test('a failed load says so', async () => {
  renderBackups(everySixHours, { 'GET /backups': failure(503) });
  expect(await region('Scheduled backups').findByRole('alert')).toHaveTextContent(
    "Failed to load the backups' state",
  );
});

test('Download a backup says what the archive holds', async () => {
  renderBackups();
  const button = await screen.findByRole('button', { name: 'Download a backup' });
  expect(button).toHaveAccessibleDescription(
    'The archive holds the whole site: content, accounts and uploaded files, encrypted with the server’s BACKUP_KEY. Keep it somewhere safe; restore it with npm run restore and the same key.',
  );
});

test('Download a backup fetches a new archive, waiting disabled, and saves it', async () => {
  const archive = new Blob(['archive'], { type: 'application/gzip' });
  const { created, clicked } = watchDownloads();
  const held = heldReply();
  const api = renderBackups(everySixHours, { 'GET /backups/download': held.route });
  await userEvent.click(await screen.findByRole('button', { name: 'Download a backup' }));

  expect(await screen.findByRole('button', { name: 'Preparing the backup…' })).toBeDisabled();
  expect(api.callsTo('GET', '/backups/download')).toHaveLength(1);
  held.release({ status: 200, body: archive });

  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(created).toEqual([archive]);
  expect(clicked[0].download).toBe('karate-academy-backup.tar.gz');
  expect(await screen.findByRole('button', { name: 'Download a backup' })).toBeEnabled();
  expect(region('Backup archive').queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed download shows the server’s reason', async () => {
  renderBackups(everySixHours, {
    'GET /backups/download': failure(500, 'The uploads folder could not be read.'),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Download a backup' }));
  expect(await region('Backup archive').findByRole('alert')).toHaveTextContent(
    'The backup could not be made: The uploads folder could not be read.',
  );
  expect(screen.getByRole('button', { name: 'Download a backup' })).toBeEnabled();
});
