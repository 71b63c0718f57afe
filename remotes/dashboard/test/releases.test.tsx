// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@academy/admin-kit';
import AdminReleasesPage from '../admin/ReleasesPage';
import type { HealthFigures, RegistryEntry, ReleaseFigures } from '@academy/contracts';
import dashboard from '../section';

const CDN = 'https://cdn.example.org/academy/about';
const digestOf = (digit: string) => digit.repeat(64);
const SINCE = '2026-11-25T06:05:00.000Z';
const MINUTE_MS = 60_000;
/** 25 and a half minutes ago: the figures since the canary began cover 26 whole minutes. */
const canaryStartedAt = () => new Date(Date.now() - 25.5 * MINUTE_MS).toISOString();

const about = (): RegistryEntry => ({
  name: 'about',
  section: 'about',
  current: {
    url: `${CDN}/1.1.0-bbbb/mf-manifest.json`,
    builtHere: false,
    digest: digestOf('b'),
    version: '1.1.0-bbbb',
    since: SINCE,
    by: 'kim@example.com',
  },
  previous: { url: `${CDN}/1.0.0-aaaa/mf-manifest.json`, digest: digestOf('a'), version: '1.0.0-aaaa' },
  canary: {
    url: `${CDN}/1.2.0-cccc/mf-manifest.json`,
    percent: 20,
    digest: digestOf('c'),
    version: '1.2.0-cccc',
    startedAt: canaryStartedAt(),
    bakeMinutes: 30,
    autoPromote: true,
    shared: [{ name: 'react', requiredVersion: '^20.0.0', providedVersion: '19.2.3' }],
  },
  history: [
    {
      action: 'canary-rollback',
      from: `${CDN}/1.1.1-dddd/mf-manifest.json`,
      to: null,
      percent: null,
      by: 'canary analysis',
      at: '2026-11-25T05:00:00.000Z',
      digest: digestOf('d'),
      // As canary analysis records them (server/src/services/canaryJudgement.ts).
      details: {
        rule: 'errors',
        reason:
          "33.3% of the canary's 120 views had an error, against 1.0% of the stable release's 480 (z = 9.87 > 3).",
        canary: { release: '1.1.1-dddd', views: 120, errorViews: 40, lcpP75: 2400, errorRate: 0.3333 },
        stable: { release: '1.1.0-bbbb', views: 480, errorViews: 5, lcpP75: null, errorRate: 0.0104 },
        z: 9.8712,
        minViews: 100,
        startedAt: '2026-11-25T04:30:00.000Z',
        bakeMinutes: 30,
        autoPromote: false,
      },
    },
    {
      action: 'canary',
      from: `${CDN}/1.1.0-bbbb/mf-manifest.json`,
      to: `${CDN}/1.1.1-dddd/mf-manifest.json`,
      percent: 50,
      by: 'deploy token',
      at: '2026-11-25T04:30:00.000Z',
      digest: digestOf('d'),
      details: null,
    },
  ],
  shared: [
    { name: 'react', requiredVersion: '^19.2.0', providedVersion: '19.2.3' },
    { name: '@academy/runtime', requiredVersion: '^2.2.0', providedVersion: '2.1.0' },
    { name: 'zustand', requiredVersion: '^5.0.0', providedVersion: null },
    { name: 'react-hook-form', requiredVersion: null, providedVersion: '7.92.0' },
  ],
});

/** A remote on its own build, as a fresh server has it: nothing to roll back to, no canary. */
const home: RegistryEntry = {
  name: 'home',
  section: 'home',
  current: {
    url: '/remotes/home/mf-manifest.json',
    builtHere: true,
    digest: null,
    version: 'local',
    since: null,
    by: null,
  },
  previous: null,
  canary: null,
  history: [],
  shared: [],
};

const stableArm: ReleaseFigures = {
  release: '1.1.0-bbbb',
  arm: 'stable',
  views: 400,
  errors: { load: 4, render: 2, script: 6, server: 3 },
  errorViews: 10,
  errorRate: 0.025,
  lcpP75: 1800,
  inpP75: 120,
  clsP75: 0.04,
};
const canaryArm: ReleaseFigures = {
  release: '1.2.0-cccc',
  arm: 'canary',
  views: 100,
  errors: { load: 0, render: 30, script: 3, server: 0 },
  errorViews: 33,
  errorRate: 0.33,
  lcpP75: 2600,
  inpP75: null,
  clsP75: null,
};
const figures = (remote: string, releases: ReleaseFigures[]): HealthFigures => ({
  remote,
  since: SINCE,
  releases,
});

const HEALTH_PATH = '/ops/remotes/about/health';

/** The screen with about (current, canary, previous) and home (its own build), and these answers. */
function renderReleases(routes: Record<string, Route> = {}) {
  return renderAdminScreen(AdminReleasesPage, {
    path: '/admin/releases',
    api: {
      'GET /ops/remotes': ok({ remotes: [about(), home] }),
      [`GET ${HEALTH_PATH}?minutes=60`]: ok(figures('about', [stableArm, canaryArm])),
      [`GET ${HEALTH_PATH}?minutes=26`]: ok(
        figures('about', [
          { ...stableArm, views: 160 },
          { ...canaryArm, views: 40, errorViews: 2, errorRate: 0.05 },
        ]),
      ),
      'GET /ops/remotes/home/health?minutes=60': ok(figures('home', [])),
      ...routes,
    },
  }).api;
}

const region = (name: string, inside = within(document.body)) => within(inside.getByRole('region', { name }));
/** One part ('Canary') of one remote's releases, once the registry loaded. */
async function part(remote: string, name: string) {
  return region(name, within(await screen.findByRole('region', { name: remote })));
}
/** The value beside a fact's name in a part's description list. */
const fact = (inside: ReturnType<typeof within>, name: string) =>
  inside.getByText(name, { selector: 'dt' }).nextElementSibling!;
/** A table's body rows as their cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

afterEach(() => jest.restoreAllMocks());

test('is a screen of the dashboard section, in the sidebar as Releases, for owners only', () => {
  expect(dashboard.screens).toContainEqual({
    path: 'releases',
    expose: 'ReleasesPage',
    label: 'Releases',
    roles: ['owner'],
  });
});

test('shows each remote’s current release: version, since when, by whom, digest, manifest', async () => {
  renderReleases();
  expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  const current = await part('about', 'Current release');
  expect(fact(current, 'Version')).toHaveTextContent('1.1.0-bbbb');
  expect(fact(current, 'Since')).toHaveTextContent(formatDateTime(SINCE));
  expect(fact(current, 'By')).toHaveTextContent('kim@example.com');
  const digest = within(fact(current, 'Digest') as HTMLElement).getByText(`${'b'.repeat(12)}…`);
  expect(digest).toHaveAttribute('title', digestOf('b'));
  expect(fact(current, 'Manifest')).toHaveTextContent(`${CDN}/1.1.0-bbbb/mf-manifest.json`);

  const local = await part('home', 'Current release');
  expect(fact(local, 'Version')).toHaveTextContent('local');
  expect(fact(local, 'Since')).toHaveTextContent('Not recorded');
  expect(fact(local, 'Digest')).toHaveTextContent('None: a build on the server’s own disk is not pinned');
  expect(fact(local, 'Manifest')).toHaveTextContent('/remotes/home/mf-manifest.json (built on this server)');
});

test('Copy puts a digest’s every digit on the clipboard', async () => {
  const user = userEvent.setup();
  renderReleases();
  const current = await part('about', 'Current release');
  await user.click(current.getByRole('button', { name: 'Copy the digest of about 1.1.0-bbbb' }));
  expect(await navigator.clipboard.readText()).toBe(digestOf('b'));
  expect(within(screen.getByRole('region', { name: 'about' })).getByRole('status')).toHaveTextContent(
    'The digest of about 1.1.0-bbbb was copied successfully',
  );
});

test('shows the canary: share of visitors, age, bake time, auto-promote, digest', async () => {
  renderReleases();
  const canary = await part('about', 'Canary');
  expect(fact(canary, 'Version')).toHaveTextContent('1.2.0-cccc');
  expect(fact(canary, 'Share of visitors')).toHaveTextContent('20%');
  expect(fact(canary, 'Started')).toHaveTextContent(/\(25 minutes ago\)$/);
  expect(fact(canary, 'Bakes for')).toHaveTextContent('30 minutes');
  expect(fact(canary, 'Auto-promote')).toHaveTextContent(
    'On: promoted by itself once it has baked without harming visitors',
  );
  expect(within(fact(canary, 'Digest') as HTMLElement).getByText(`${'c'.repeat(12)}…`)).toBeInTheDocument();

  expect(
    (await part('home', 'Canary')).getByText('No canary: every visitor gets the current release.'),
  ).toBeInTheDocument();
});

test('a canary of long ago says its age in days, and its figures span the 30 days kept', async () => {
  const startedAt = new Date(Date.now() - (40 * 24 * 60 + 3 * 60 + 0.5) * MINUTE_MS).toISOString();
  const entry = about();
  entry.canary = { ...entry.canary!, startedAt, bakeMinutes: 0.5, autoPromote: false };
  const api = renderReleases({
    'GET /ops/remotes': ok({ remotes: [entry] }),
    [`GET ${HEALTH_PATH}?minutes=43200`]: ok(figures('about', [canaryArm])),
  });
  const canary = await part('about', 'Canary');
  expect(fact(canary, 'Started')).toHaveTextContent(/\(40 days 3 hours ago\)$/);
  expect(fact(canary, 'Bakes for')).toHaveTextContent('0.5 minutes');
  expect(fact(canary, 'Auto-promote')).toHaveTextContent('Off: promote it by hand');
  const health = await part('about', 'Health');
  expect(await health.findByRole('table', { name: 'Since the canary began' })).toBeInTheDocument();
  expect(api.callsTo('GET', `${HEALTH_PATH}?minutes=43200`)).toHaveLength(1);
});

test('shows the previous release, and none without one', async () => {
  renderReleases();
  const previous = await part('about', 'Previous release');
  expect(fact(previous, 'Version')).toHaveTextContent('1.0.0-aaaa');
  expect(fact(previous, 'Manifest')).toHaveTextContent(`${CDN}/1.0.0-aaaa/mf-manifest.json`);
  expect(
    (await part('home', 'Previous release')).getByText(
      'No previous release: there is nothing to roll back to.',
    ),
  ).toBeInTheDocument();
});

test('shows the health of both arms over the last hour and since the canary began', async () => {
  const api = renderReleases();
  const health = await part('about', 'Health');
  const lastHour = await health.findByRole('table', { name: 'Last hour' });
  expect(rowsOf(lastHour)).toEqual([
    [
      'Stable 1.1.0-bbbb',
      '400',
      '10 (2.5%)',
      '4 (1.0%)',
      '2 (0.5%)',
      '6 (1.5%)',
      '3',
      '1800 ms',
      '120 ms',
      '0.04',
    ],
    [
      'Canary 1.2.0-cccc',
      '100',
      '33 (33.0%)',
      '0 (0.0%)',
      '30 (30.0%)',
      '3 (3.0%)',
      '0',
      '2600 ms',
      'No data',
      'No data',
    ],
  ]);
  const sinceCanary = await health.findByRole('table', { name: 'Since the canary began' });
  expect(rowsOf(sinceCanary).map((row) => row.slice(0, 3))).toEqual([
    ['Stable 1.1.0-bbbb', '160', '10 (2.5%)'],
    ['Canary 1.2.0-cccc', '40', '2 (5.0%)'],
  ]);
  expect(api.callsTo('GET', `${HEALTH_PATH}?minutes=26`)).toHaveLength(1);
});

test('without a canary the health is the last hour’s alone, and no views say so', async () => {
  const api = renderReleases();
  const health = await part('home', 'Health');
  expect(await health.findByText('Last hour: No views were reported in this time.')).toBeInTheDocument();
  expect(health.queryByRole('table')).not.toBeInTheDocument();
  expect(api.requests.filter((request) => request.url.startsWith('/ops/remotes/home/health'))).toHaveLength(
    1,
  );
});

test('a failed health load says so, and the rest of the remote shows', async () => {
  renderReleases({ [`GET ${HEALTH_PATH}?minutes=60`]: failure(503) });
  const health = await part('about', 'Health');
  expect(await health.findByRole('alert')).toHaveTextContent('Failed to load the health figures');
  expect(fact(await part('about', 'Current release'), 'Version')).toHaveTextContent('1.1.0-bbbb');
});

test('shows the history, with canary analysis’s figures in words', async () => {
  renderReleases();
  const history = await part('about', 'History');
  expect(rowsOf(history.getByRole('table', { name: 'History' }))).toEqual([
    [
      formatDateTime('2026-11-25T05:00:00.000Z'),
      'Canary rolled back',
      `${CDN}/1.1.1-dddd/mf-manifest.json → none`,
      'canary analysis',
      "33.3% of the canary's 120 views had an error, against 1.0% of the stable release's 480 (z = 9.87 > 3). " +
        'Rule: errors. ' +
        'Canary: release 1.1.1-dddd, views 120, error views 40, LCP p75 2400 ms, error rate 33.3%. ' +
        'Stable: release 1.1.0-bbbb, views 480, error views 5, LCP p75 none, error rate 1.0%. ' +
        'Z: 9.87. Min views: 100. ' +
        `Started at: ${formatDateTime('2026-11-25T04:30:00.000Z')}. ` +
        'Bake minutes: 30. Auto promote: no.',
    ],
    [
      formatDateTime('2026-11-25T04:30:00.000Z'),
      'Canary started at 50%',
      `${CDN}/1.1.0-bbbb/mf-manifest.json → ${CDN}/1.1.1-dddd/mf-manifest.json`,
      'deploy token',
      '',
    ],
  ]);
  expect(
    (await part('home', 'History')).getByText('Nobody has changed this remote’s release yet.'),
  ).toBeInTheDocument();
});

test('marks a shared module the shell does not provide in the required version', async () => {
  renderReleases();
  const current = await part('about', 'Current release');
  expect(rowsOf(current.getByRole('table', { name: 'Shared modules' }))).toEqual([
    ['react', '^19.2.0', '19.2.3', 'Matches'],
    ['@academy/runtime', '^2.2.0', '2.1.0', 'Does not match'],
    ['zustand', '^5.0.0', 'Not provided', 'Does not match'],
    ['react-hook-form', 'Any version', '7.92.0', 'Matches'],
  ]);
  // The canary's release is judged on its own requirements.
  const canary = await part('about', 'Canary');
  expect(rowsOf(canary.getByRole('table', { name: 'Shared modules' }))).toEqual([
    ['react', '^20.0.0', '19.2.3', 'Does not match'],
  ]);
});

test('a failed load says so', async () => {
  renderReleases({ 'GET /ops/remotes': failure(503) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the releases');
});

test('Roll back is only offered with a previous release', async () => {
  renderReleases();
  expect(
    (await part('about', 'Previous release')).getByRole('button', { name: 'Roll back about' }),
  ).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Roll back home' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End the canary of home' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Promote the canary of home' })).not.toBeInTheDocument();
});

/** What a change answers: the entry as it now is. */
const rolledBack = (): RegistryEntry => ({
  ...about(),
  current: { ...about().current, url: about().previous!.url, digest: digestOf('a'), version: '1.0.0-aaaa' },
  previous: { url: about().current.url, digest: digestOf('b'), version: '1.1.0-bbbb' },
  canary: null,
});
const promoted = (): RegistryEntry => ({
  ...about(),
  current: { ...about().current, url: about().canary!.url, digest: digestOf('c'), version: '1.2.0-cccc' },
  previous: { url: about().current.url, digest: digestOf('b'), version: '1.1.0-bbbb' },
  canary: null,
});

test.each([
  {
    button: 'Roll back about',
    route: 'POST /ops/remotes/about/rollback',
    question: 'Roll about back from 1.1.0-bbbb to 1.0.0-aaaa? Every visitor gets 1.0.0-aaaa at once.',
    answer: rolledBack,
    done: 'about rolled back to 1.0.0-aaaa successfully',
    version: '1.0.0-aaaa',
  },
  {
    button: 'End the canary of about',
    route: 'DELETE /ops/remotes/about/canary',
    question: 'End the canary of about? Its visitors get 1.1.0-bbbb again instead of 1.2.0-cccc.',
    answer: () => ({ ...about(), canary: null }),
    done: 'The canary of about ended successfully',
    version: '1.1.0-bbbb',
  },
  {
    button: 'Promote the canary of about',
    route: 'POST /ops/remotes/about/canary/promote',
    question: 'Promote 1.2.0-cccc of about to every visitor? 1.1.0-bbbb becomes the previous release.',
    answer: promoted,
    done: 'about 1.2.0-cccc promoted successfully',
    version: '1.2.0-cccc',
  },
])('$button asks first, sends $route and shows the entry the server answered', async (change) => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  // After the change the registry reads as the server now holds it.
  let registry = [about(), home];
  const [method, path] = change.route.split(' ');
  const api = renderReleases({
    'GET /ops/remotes': () => ok({ remotes: registry }),
    [change.route]: () => {
      registry = [change.answer(), home];
      return ok(change.answer());
    },
  });
  const remote = within(await screen.findByRole('region', { name: 'about' }));

  await userEvent.click(remote.getByRole('button', { name: change.button }));
  expect(confirm).toHaveBeenLastCalledWith(change.question);
  expect(api.callsTo(method, path)).toHaveLength(0);

  await userEvent.click(remote.getByRole('button', { name: change.button }));
  expect(await remote.findByRole('status')).toHaveTextContent(change.done);
  expect(api.callsTo(method, path)).toHaveLength(1);
  expect(fact(region('Current release', remote), 'Version')).toHaveTextContent(change.version);
  expect(
    region('Canary', remote).getByText('No canary: every visitor gets the current release.'),
  ).toBeInTheDocument();
  expect(remote.queryByRole('button', { name: 'End the canary of about' })).not.toBeInTheDocument();
});

test.each([
  ['Roll back about', 'POST /ops/remotes/about/rollback', 'about has no earlier entry to roll back to.'],
  ['End the canary of about', 'DELETE /ops/remotes/about/canary', 'about has no canary to end.'],
  [
    'Promote the canary of about',
    'POST /ops/remotes/about/canary/promote',
    'The canary of about was rolled back by canary analysis a moment ago.',
  ],
])('%s shows the server’s sentence when it refuses, and changes nothing', async (button, route, sentence) => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderReleases({ [route]: failure(409, sentence) });
  const remote = within(await screen.findByRole('region', { name: 'about' }));
  await userEvent.click(remote.getByRole('button', { name: button }));
  expect(await remote.findByRole('alert')).toHaveTextContent(sentence);
  expect(fact(region('Current release', remote), 'Version')).toHaveTextContent('1.1.0-bbbb');
  await waitFor(() => expect(remote.getByRole('button', { name: button })).toBeEnabled());
});
