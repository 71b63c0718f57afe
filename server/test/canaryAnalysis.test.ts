import { gt } from 'drizzle-orm';
import { remoteRegistryPaths } from '@academy/contracts';
import { canaryTurns } from '../src/db/schema';
import { readOutbox } from './helpers/outbox';
import { releaseDigest, releaseFiles, startOrigin, writeShellManifest } from './helpers/remoteReleases';
import { ADMIN_EMAIL, type TestApp, api, createTestApp } from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-tests-0123456789abcdef';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };
const MIN_VIEWS = 30;

/** Waits until `check` holds, as canary analysis runs in the background every second. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('canary analysis, every CANARY_CHECK_SECONDS on its own', () => {
  let t: TestApp;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  const files = {
    ...releaseFiles('/about/1.0.0', 'about', '1.0.0'),
    ...releaseFiles('/about/1.1.0', 'about', '1.1.0'),
    ...releaseFiles('/about/1.2.0', 'about', '1.2.0'),
  };
  const release = (version: string) => `${cdn.origin}/about/${version}/mf-manifest.json`;
  const digestOf = (version: string) => releaseDigest(files[`/about/${version}/release.json`]);

  const send = async (method: 'PUT' | 'GET', path: string, payload?: object) => {
    const response = await t.app.inject({ method, url: api(path), headers: deploy, payload });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const aboutEntry = async () =>
    (await send('GET', remoteRegistryPaths.registry)).remotes.find(
      (entry: { name: string }) => entry.name === 'about',
    );

  /** Page views of about as browsers report them: `errors` of them with a render error. */
  function views(version: string, arm: 'stable' | 'canary', count: number, errors = 0) {
    for (let view = 0; view < count; view += 1) {
      t.app.health.record({
        path: '/about',
        remotes: [{ remote: 'about', release: version, arm, errors: view < errors ? ['render'] : [] }],
        lcp: 1200,
      });
    }
  }

  beforeAll(async () => {
    cdn = await startOrigin(files);
    t = await createTestApp({
      env: {
        REMOTE_ORIGINS: cdn.origin,
        DEPLOY_TOKEN,
        CANARY_CHECK_SECONDS: '1',
        CANARY_MIN_VIEWS: String(MIN_VIEWS),
      },
    });
    await writeShellManifest(t.config.staticRoot);
    await send('PUT', remoteRegistryPaths.remote('about'), { url: release('1.0.0') });
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  it('rolls back a canary that fails for a third of its visitors: a change by canary analysis with its figures, an audit entry and a mail to the owners', async () => {
    await send('PUT', remoteRegistryPaths.canary('about'), { url: release('1.1.0'), percent: 50 });
    views('1.0.0', 'stable', 60);
    views('1.1.0', 'canary', 60, 20);

    const entry = await eventually(aboutEntry, (about) => about.canary === null);
    expect(entry.current).toMatchObject({ url: release('1.0.0'), version: '1.0.0' });
    expect(entry.history[0]).toMatchObject({
      action: 'canary-rollback',
      from: release('1.1.0'),
      to: null,
      percent: 50,
      by: 'canary analysis',
      digest: digestOf('1.1.0'),
      details: {
        rule: 'errors',
        canary: {
          release: '1.1.0',
          views: 60,
          errorViews: 20,
          errorRate: 20 / 60,
          lcpP75: expect.any(Number),
        },
        stable: { release: '1.0.0', views: 60, errorViews: 0, errorRate: 0, lcpP75: expect.any(Number) },
        minViews: MIN_VIEWS,
        bakeMinutes: 30,
        autoPromote: false,
      },
    });
    expect(entry.history[0].details.z).toBeGreaterThan(3);
    expect(entry.history[0].details.reason).toBe(
      "33.3% of the canary's 60 views had an error, against 0.0% of the stable release's 60 (z = " +
        `${entry.history[0].details.z.toFixed(2)} > 3).`,
    );
    // Every page load gets the stable release again.
    const config = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(config.json().remotes.about).toBe(release('1.0.0'));

    const { entries } = await t.app.audit.list({ action: 'canary rolled back' }, { limit: 10, offset: 0 });
    expect(entries).toEqual([
      expect.objectContaining({
        accountName: 'canary analysis',
        path: remoteRegistryPaths.remote('about'),
        recordId: '1.1.0',
      }),
    ]);
    const mail = await eventually(
      () => readOutbox(t.dataDir),
      (messages) => messages.length > 0,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain(`To: ${ADMIN_EMAIL}`);
    expect(mail[0]).toContain('Subject: Canary of about 1.1.0 rolled back');
    expect(mail[0]).toContain(entry.history[0].details.reason);
    expect(mail[0]).toContain('Canary (1.1.0): 60 views, 33.3% with an error');
    expect(mail[0]).toContain('Its visitors are back on 1.0.0');
  });

  it('promotes a healthy canary that auto-promotes once its bake has passed, and not before', async () => {
    // The next canary's figures begin in a minute of their own.
    t.advanceClock(2 * 60_000);
    const started = await send('PUT', remoteRegistryPaths.canary('about'), {
      url: release('1.2.0'),
      percent: 50,
      bakeMinutes: 1,
      autoPromote: true,
    });
    views('1.0.0', 'stable', 40, 1);
    views('1.2.0', 'canary', 40, 1);

    // A turn judged after the views came in leaves it baking.
    const judgedAfter = t.app.now();
    await eventually(
      () => t.app.db.select().from(canaryTurns).where(gt(canaryTurns.dueAt, judgedAfter)),
      // Two: a server claims a turn only once its last has been judged.
      (turns) => turns.length > 1,
    );
    expect((await aboutEntry()).canary).toMatchObject({
      version: '1.2.0',
      startedAt: started.canary.startedAt,
    });

    t.advanceClock(60_000);
    const entry = await eventually(aboutEntry, (about) => about.canary === null);
    expect(entry.current).toMatchObject({ url: release('1.2.0'), version: '1.2.0', by: 'canary analysis' });
    expect(entry.previous).toEqual({ url: release('1.0.0'), digest: digestOf('1.0.0'), version: '1.0.0' });
    expect(entry.history[0]).toMatchObject({
      action: 'canary-promote',
      from: release('1.0.0'),
      to: release('1.2.0'),
      by: 'canary analysis',
      digest: digestOf('1.2.0'),
      details: {
        rule: 'baked',
        canary: { release: '1.2.0', views: 40, errorViews: 1 },
        stable: { release: '1.0.0', views: 40, errorViews: 1 },
        bakeMinutes: 1,
        autoPromote: true,
      },
    });
    const { entries } = await t.app.audit.list({ action: 'canary promoted' }, { limit: 10, offset: 0 });
    expect(entries).toHaveLength(1);
    const mail = await eventually(
      () => readOutbox(t.dataDir),
      (messages) => messages.length > 1,
    );
    expect(mail.find((message) => message.includes('Subject: Canary of about 1.2.0 promoted'))).toContain(
      'Every visitor now gets 1.2.0',
    );
  });
});
