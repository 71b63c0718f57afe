import type {} from '../src/plugins/app/health';
import { HEALTH_REPORT_PATH, type HealthReport, remoteRegistryPaths } from '@academy/contracts';
import { remoteHealth } from '../src/db/schema';
import { invitedAccount } from './helpers/staff';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createSecondInstance,
  createTestApp,
  signIn,
} from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-tests-0123456789abcdef';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };
const DAY_MS = 24 * 60 * 60_000;

type Report = Record<string, unknown>;

/** A page view of /about with the about remote's `release` in `arm`, and what it lived through. */
const aboutView = (
  release: string,
  arm: 'stable' | 'canary',
  more: Report = {},
  errors?: string[],
): Report => ({
  path: '/about',
  remotes: [{ remote: 'about', release, arm, ...(errors && { errors }) }],
  ...more,
});

describe('health reports (POST /health) and figures (GET /ops/remotes/<remote>/health)', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  let address = 0;

  /** Sends a report as navigator.sendBeacon does (a string body: text/plain), from its own address. */
  const send = (report: Report | string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: HEALTH_REPORT_PATH,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: typeof report === 'string' ? report : JSON.stringify(report),
      remoteAddress: remoteAddress ?? `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    });
  const figures = (remote: string, query = '', headers: Record<string, string> = owner) =>
    t.app.inject({ method: 'GET', url: `${api(remoteRegistryPaths.health(remote))}${query}`, headers });
  const releasesOf = async (remote: string, query = '') => {
    const response = await figures(remote, query);
    expect(response.statusCode).toBe(200);
    return response.json().data.releases as Record<string, unknown>[];
  };
  const storedRows = async () => {
    await t.app.health.flush();
    return t.app.db.select().from(remoteHealth);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { DEPLOY_TOKEN } });
    owner = await signIn(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.health.flush();
    await t.app.db.delete(remoteHealth);
  });

  it('counts each view per release and arm, its errors once per kind, and the p75 of LCP, INP and CLS', async () => {
    const stable = [
      aboutView('local', 'stable', { lcp: 900, inp: 30, cls: 0 }),
      aboutView('local', 'stable', { lcp: 1000, inp: 100, cls: 0 }),
      aboutView('local', 'stable', { lcp: 2500, inp: 190, cls: 0.015 }),
      aboutView('local', 'stable', { lcp: 5000, inp: 900, cls: 0.3 }, ['script']),
    ];
    const canary = [
      aboutView('1.2.0-abc', 'canary', { lcp: 1200 }, ['render', 'render', 'script']),
      aboutView('1.2.0-abc', 'canary', { lcp: 1250 }, ['load']),
      aboutView('1.2.0-abc', 'canary'),
    ];
    for (const report of [...stable, ...canary]) {
      const response = await send(report);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    // application/json is taken too; a view with no measures counts as a view.
    expect(
      (await send(aboutView('local', 'stable'), { 'content-type': 'application/json' })).statusCode,
    ).toBe(204);
    t.app.health.serverFallback('about', '1.2.0-abc', 'canary');

    // Figures are read through the in-memory counts (no flush asked for).
    expect(await releasesOf('about')).toEqual([
      {
        release: '1.2.0-abc',
        arm: 'canary',
        views: 3,
        errors: { load: 1, render: 1, script: 1, server: 1 },
        errorViews: 2,
        errorRate: 2 / 3,
        // 1200 and 1250 ms both fall in the bucket up to 1300 ms.
        lcpP75: 1300,
        inpP75: null,
        clsP75: null,
      },
      {
        release: 'local',
        arm: 'stable',
        views: 5,
        errors: { load: 0, render: 0, script: 1, server: 0 },
        errorViews: 1,
        errorRate: 0.2,
        // The third of four is counted in the bucket up to 2600 ms (2500 ms), up to 200 ms (190 ms)
        // and up to 0.02 (0.015).
        lcpP75: 2600,
        inpP75: 200,
        clsP75: 0.02,
      },
    ]);
    expect(await releasesOf('home')).toEqual([]);
  });

  it('adds the servers’ writes into one row per minute, histograms bucket by bucket', async () => {
    t.stopClock();
    await send(aboutView('local', 'stable', { lcp: 150 }));
    await t.app.health.flush();
    await send(aboutView('local', 'stable', { lcp: 150 }, ['load']));
    await send(aboutView('local', 'stable', { lcp: 9500 }));
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      remote: 'about',
      release: 'local',
      arm: 'stable',
      views: 3,
      errorViews: 1,
      loadErrors: 1,
    });
    expect(rows[0].lcp[1]).toBe(2); // up to 200 ms
    expect(rows[0].lcp.at(-1)).toBe(1); // up to 10 s
    expect(rows[0].lcp.reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it('answers the minutes asked for, and forgets minutes older than 30 days', async () => {
    await send(aboutView('old', 'stable'));
    await t.app.health.flush();
    t.advanceClock(2 * 60 * 60_000);
    await send(aboutView('new', 'stable'));
    expect((await releasesOf('about', '?minutes=60')).map((figures) => figures.release)).toEqual(['new']);
    expect((await releasesOf('about', '?minutes=180')).map((figures) => figures.release)).toEqual([
      'new',
      'old',
    ]);

    t.advanceClock(31 * DAY_MS);
    await send(aboutView('newest', 'stable'));
    expect((await storedRows()).map((row) => row.release)).toEqual(['newest']);
  });

  it('leaves out remotes the site does not have, and counts the others', async () => {
    const response = await send({
      path: '/about',
      remotes: [
        { remote: 'no-such-remote', release: 'local', arm: 'stable' },
        { remote: 'about', release: 'local', arm: 'stable' },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect((await storedRows()).map((row) => row.remote)).toEqual(['about']);
  });

  it('refuses a body over 2 KB, one that is not JSON, and a report of any other shape, with a sentence, counting nothing', async () => {
    const refusals: [Report | string, number, string][] = [
      [{ ...aboutView('local', 'stable'), path: `/${'a'.repeat(2100)}` }, 413, 'The request is too large.'],
      ['{"path": "/about", "remotes": [', 400, 'The request body is not valid JSON.'],
      ['', 400, 'The request body is empty; JSON was expected.'],
      [{ remotes: [] }, 400, 'path is invalid'],
      [{ ...aboutView('local', 'stable'), visitor: 'someone@example.com' }, 400, 'visitor is invalid'],
      [{ ...aboutView('local', 'stable'), lcp: '900' }, 400, 'lcp is invalid'],
      [{ ...aboutView('local', 'stable'), lcp: -1 }, 400, 'lcp is invalid'],
      [{ ...aboutView('local', 'stable'), cls: 1e9 }, 400, 'cls is invalid'],
      [{ path: 'https://evil.example/', remotes: [] }, 400, 'path is invalid'],
      [aboutView('local', 'beta' as 'stable'), 400, 'remotes.0.arm is invalid'],
      [aboutView('local', 'stable', {}, ['crash']), 400, 'remotes.0.errors.0 is invalid'],
      [aboutView('../../etc', 'stable'), 400, 'remotes.0.release is invalid'],
      [
        { ...aboutView('local', 'stable'), remotes: { remote: 'about', release: 'local', arm: 'stable' } },
        400,
        'remotes is invalid',
      ],
      [
        {
          path: '/',
          remotes: Array.from({ length: 21 }, () => ({ remote: 'about', release: 'local', arm: 'stable' })),
        },
        400,
        'remotes is invalid',
      ],
    ];
    for (const [report, status, error] of refusals) {
      const response = await send(report);
      expect({ report, status: response.statusCode, body: response.json() }).toEqual({
        report,
        status,
        body: { success: false, error },
      });
    }
    const form = await send('path=/about', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(await storedRows()).toEqual([]);
  });

  it("refuses a report sent from another site's page (its Origin) with a sentence, counting nothing", async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await send(aboutView('local', 'stable'), { origin });
      expect({ origin, status: response.statusCode, body: response.json() }).toEqual({
        origin,
        status: 403,
        body: { success: false, error: 'A health report can be sent only from the pages of this site.' },
      });
    }
    expect(await storedRows()).toEqual([]);
    // This site's own pages, by its public address or the one the report was sent to, count.
    const own = await send(aboutView('local', 'stable'), { origin: new URL(t.config.publicUrl).origin });
    const sentTo = await send(aboutView('local', 'stable'), { origin: 'http://localhost:80' });
    expect([own.statusCode, sentTo.statusCode]).toEqual([204, 204]);
    expect((await storedRows())[0].views).toBe(2);
  });

  it('reads and sets no cookie, and stores nothing about the visitor', async () => {
    const response = await send(aboutView('local', 'stable', { lcp: 800 }), {
      cookie: 'academy_bucket=7; academy_override=abc; academy_release_preview=def',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Test/1.0',
      referer: 'https://academy.example/about?name=someone',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await storedRows();
    expect(JSON.stringify(rows)).not.toMatch(/10\.9\.|Mozilla|someone|\/about/);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'arm',
        'cls',
        'errorViews',
        'inp',
        'lcp',
        'loadErrors',
        'minute',
        'release',
        'remote',
        'renderErrors',
        'scriptErrors',
        'serverFallbacks',
        'views',
      ].sort(),
    );
  });

  it('takes 120 reports a minute from one client, then answers 429 counting nothing more', async () => {
    const client = '10.200.0.1';
    const answers = [];
    for (let i = 0; i < 121; i += 1)
      answers.push((await send(aboutView('local', 'stable'), {}, client)).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(120);
    const refused = await send(aboutView('local', 'stable'), {}, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many health reports. Please try again in 1 minute.');
    expect(answers.at(-1)).toBe(429);
    expect((await send(aboutView('local', 'stable'), {}, '10.200.0.2')).statusCode).toBe(204);
    expect((await storedRows())[0].views).toBe(121);
  });

  describe('the figures', () => {
    // The clock has moved past the session's life.
    beforeAll(async () => {
      owner = await signIn(t.app);
    });

    it('are for owners and the deploy token: an editor gets 403, a visitor 401', async () => {
      const editor = await invitedAccount(t, owner, 'editor');
      expect((await figures('about', '', owner)).statusCode).toBe(200);
      expect((await figures('about', '', deploy)).statusCode).toBe(200);
      expect((await figures('about', '', editor.headers)).statusCode).toBe(403);
      expect((await figures('about', '', {})).statusCode).toBe(401);
    });

    it('answer the window asked for (60 minutes by default), and 404 or 400 with a sentence for a bad remote or window', async () => {
      t.stopClock();
      const answer = (await figures('about')).json().data;
      expect(answer).toEqual({
        remote: 'about',
        since: new Date(Math.floor((t.app.now().getTime() - 60 * 60_000) / 60_000) * 60_000).toISOString(),
        releases: [],
      });
      const unknown = await figures('nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatch(/^There is no remote "nope": the remotes are .*\babout\b/);
      expect((await figures('about', '?minutes=0')).json()).toEqual({
        success: false,
        error: 'minutes must be at least 1',
      });
      expect((await figures('about', '?minutes=43201')).json()).toEqual({
        success: false,
        error: 'minutes must be at most 43200',
      });
    });
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two servers on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('add their counts and histograms into the same row of a minute, written at the same time', async () => {
    first.stopClock();
    second.stopClock();
    const report = aboutView('local', 'stable', { lcp: 150 }, ['script']);
    for (const server of [first, second]) {
      for (let i = 0; i < 3; i += 1) server.app.health.record(report as HealthReport);
    }
    await Promise.all([first.app.health.flush(), second.app.health.flush()]);
    const rows = await first.app.db.select().from(remoteHealth);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ views: 6, errorViews: 6, scriptErrors: 6 });
    expect(rows[0].lcp[1]).toBe(6);
  });
});
