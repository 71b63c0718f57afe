import { remoteRegistryPaths } from '@academy/contracts';
import { remoteRegistryChanges } from '../src/db/schema';
import { releaseDigest, releaseFiles, startOrigin, writeShellManifest } from './helpers/remoteReleases';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-tests-0123456789abcdef';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };

describe('the live remote registry', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  const release = (version: string) => `${cdn.origin}/about/${version}/mf-manifest.json`;
  const files: Record<string, string> = {
    ...releaseFiles('/about/1.1.0', 'about', '1.1.0'),
    ...releaseFiles('/about/1.2.0', 'about', '1.2.0'),
    ...releaseFiles('/about/1.3.0', 'about', '1.3.0'),
    ...releaseFiles('/about/newer-runtime', 'about', '3.0.0', { runtime: '^3.0.0' }),
    ...releaseFiles('/about/no-page', 'about', '1.0.1', { exposes: ['Other'] }),
    '/about/not-json/mf-manifest.json': '<html>',
    ...releaseFiles('/home/1.0.0', 'home', '1.0.0'),
  };
  /** What the registry keeps of a release on the CDN: its URL, the digest of its release.json, its version. */
  const pinOf = (version: string) => ({
    url: release(version),
    digest: releaseDigest(files[`/about/${version}/release.json`]),
    version,
  });

  const registry = async (headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: api(remoteRegistryPaths.registry), headers });
  const aboutEntry = async () =>
    (await registry()).json().data.remotes.find((entry: { name: string }) => entry.name === 'about');
  const setAbout = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: api(remoteRegistryPaths.remote('about')), headers, payload: { url } });
  const setCanary = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: api(remoteRegistryPaths.canary('about')), headers, payload });
  const visit = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/runtime-config.json', headers: cookie ? { cookie } : {} });
  const historyRows = async () => (await t.app.db.select().from(remoteRegistryChanges)).length;

  beforeAll(async () => {
    cdn = await startOrigin(files);
    t = await createTestApp({ env: { REMOTE_ORIGINS: cdn.origin, DEPLOY_TOKEN } });
    admin = await signIn(t.app);
    await writeShellManifest(t.config.staticRoot);
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  it('lists every remote at its build on this server until it is changed; only to administrators and the deploy token', async () => {
    expect((await registry({})).statusCode).toBe(401);
    expect((await registry({ authorization: 'Bearer not-the-deploy-token' })).statusCode).toBe(401);
    expect((await registry(deploy)).statusCode).toBe(200);
    expect(await aboutEntry()).toEqual({
      name: 'about',
      section: 'about',
      current: {
        url: '/remotes/about/mf-manifest.json',
        builtHere: true,
        digest: null,
        version: 'local',
        since: null,
        by: null,
      },
      previous: null,
      canary: null,
      history: [],
      // No build of about on this test server: its manifest cannot be read.
      shared: [],
    });
  });

  it('refuses, changing nothing, a URL on an origin not allowed, an unreachable manifest, another remote, a missing module and a newer runtime', async () => {
    const refusals: [string, number, string][] = [
      [
        'https://evil.example/about/mf-manifest.json',
        400,
        `https://evil.example is not an origin remotes may be loaded from (this site or ${cdn.origin}): add it to REMOTE_ORIGINS first.`,
      ],
      [
        'javascript:alert(1)',
        400,
        '"javascript:alert(1)" is not a manifest URL: give a path on this site or an http(s) URL.',
      ],
      [
        release('9.9.9'),
        422,
        `The manifest at ${release('9.9.9')} could not be fetched: ${cdn.origin} answered 404.`,
      ],
      [
        '/remotes/about/missing.json',
        422,
        'The manifest at /remotes/about/missing.json could not be fetched: this site answered 404.',
      ],
      [
        release('not-json'),
        422,
        `The file at ${release('not-json')} is not a module federation manifest (mf-manifest.json).`,
      ],
      [
        `${cdn.origin}/home/1.0.0/mf-manifest.json`,
        422,
        `The manifest at ${cdn.origin}/home/1.0.0/mf-manifest.json is the remote "home", not "about".`,
      ],
      [
        release('no-page'),
        422,
        `The manifest at ${release('no-page')} does not expose Page, which the routes of about load.`,
      ],
      [
        release('newer-runtime'),
        422,
        "The release needs @academy/runtime ^3.0.0, but the shell provides 2.0.0: release it against the shell's runtime, or ship the shell first.",
      ],
    ];
    for (const [url, status, error] of refusals) {
      const response = await setAbout(url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status,
        body: { success: false, error },
      });
    }
    const canary = await t.app.inject({
      method: 'PUT',
      url: api(remoteRegistryPaths.canary('about')),
      headers: admin,
      payload: { url: release('newer-runtime'), percent: 50 },
    });
    expect(canary.statusCode).toBe(422);
    expect((await aboutEntry()).current.url).toBe('/remotes/about/mf-manifest.json');
    expect(await historyRows()).toBe(0);
    expect((await visit()).json().remotes.about).toBe('/remotes/about/mf-manifest.json');
  });

  it('lets pages load scripts, stylesheets and manifests from exactly the site and REMOTE_ORIGINS', async () => {
    const csp = String((await visit()).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((part) => part.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive('script-src')).toBe(`script-src 'self' ${cdn.origin}/`);
    expect(directive('style-src')).toBe(`style-src 'self' 'unsafe-inline' ${cdn.origin}/`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${cdn.origin}/`);
  });

  it('refuses an unknown remote, and a canary percentage, bake or promotion out of range, with a sentence', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: api(remoteRegistryPaths.remote('nowhere')),
      headers: admin,
      payload: { url: release('1.1.0') },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/^There is no remote "nowhere": the remotes are .*about.*\.$/);
    const refusals: [Record<string, unknown>, string][] = [
      [{ percent: 101 }, 'percent must be at most 100'],
      [{ percent: 50, bakeMinutes: 0 }, 'bakeMinutes must be more than 0'],
      [{ percent: 50, bakeMinutes: -5 }, 'bakeMinutes must be more than 0'],
      [{ percent: 50, bakeMinutes: 10_081 }, 'bakeMinutes must be at most 10080'],
      [{ percent: 50, autoPromote: 'sometimes' }, 'autoPromote must be true or false'],
    ];
    for (const [fields, error] of refusals) {
      const response = await setCanary({ url: release('1.1.0'), ...fields });
      expect({ fields, status: response.statusCode, error: response.json().error }).toEqual({
        fields,
        status: 400,
        error: expect.stringContaining(error),
      });
    }
    expect((await aboutEntry()).canary).toBeNull();
  });

  it('pins a release on an allowed origin for the next page load, records who did it and when, and rolls it back', async () => {
    t.stopClock();
    const set = await setAbout(release('1.1.0'), deploy);
    expect(set.statusCode).toBe(200);
    const setAt = t.app.now().toISOString();
    expect(set.json().data.current).toEqual({
      ...pinOf('1.1.0'),
      builtHere: false,
      since: setAt,
      by: 'deploy token',
    });
    // What its manifest requires of the shared modules, and what the shell provides.
    expect(set.json().data.shared).toEqual([
      { name: '@academy/runtime', requiredVersion: '^2.0.0', providedVersion: '2.0.0' },
    ]);
    expect((await visit()).json().remotes.about).toBe(release('1.1.0'));
    const live = await t.app.inject({ method: 'GET', url: api(remoteRegistryPaths.live) });
    expect(live.json().data.about).toEqual({ ...pinOf('1.1.0'), canary: null });

    t.advanceClock(60_000);
    expect((await setAbout(release('1.2.0'))).statusCode).toBe(200);
    const entry = await aboutEntry();
    expect(entry.current).toMatchObject({ ...pinOf('1.2.0'), by: 'admin@example.com' });
    expect(entry.previous).toEqual(pinOf('1.1.0'));
    expect(
      entry.history.map(({ action, from, to, by, digest }: Record<string, string>) => ({
        action,
        from,
        to,
        by,
        digest,
      })),
    ).toEqual([
      {
        action: 'set',
        from: release('1.1.0'),
        to: release('1.2.0'),
        by: 'admin@example.com',
        digest: pinOf('1.2.0').digest,
      },
      {
        action: 'set',
        from: '/remotes/about/mf-manifest.json',
        to: release('1.1.0'),
        by: 'deploy token',
        digest: pinOf('1.1.0').digest,
      },
    ]);

    t.advanceClock(60_000);
    const rollback = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.rollback('about')),
      headers: deploy,
    });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().data).toMatchObject({
      current: { ...pinOf('1.1.0'), since: t.app.now().toISOString(), by: 'deploy token' },
      previous: pinOf('1.2.0'),
    });
    expect((await visit()).json().remotes.about).toBe(release('1.1.0'));
    expect((await aboutEntry()).history[0]).toMatchObject({
      action: 'rollback',
      from: release('1.2.0'),
      to: release('1.1.0'),
      digest: pinOf('1.1.0').digest,
      details: null,
    });
  });

  it('goes back to the initial entry with a reset, which a file entry then decides again', async () => {
    expect((await setAbout(release('1.2.0'))).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: api(remoteRegistryPaths.remote('about')),
      headers: deploy,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({
      current: { url: '/remotes/about/mf-manifest.json', builtHere: true, digest: null, version: 'local' },
      previous: null,
      canary: null,
    });
    expect(reset.json().data.history[0]).toMatchObject({
      action: 'reset',
      from: release('1.2.0'),
      to: '/remotes/about/mf-manifest.json',
      by: 'deploy token',
    });
    expect((await visit()).json().remotes.about).toBe('/remotes/about/mf-manifest.json');
    expect((await setAbout(release('1.1.0'))).statusCode).toBe(200);
  });

  it('has nothing to roll back to for a remote never changed, and no canary to promote', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.rollback('home')),
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('home has no earlier entry to roll back to.');
    const promote = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.promote('home')),
      headers: deploy,
    });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().error).toBe('home has no canary to promote.');
  });

  it('gives a canary to about its share of fresh visitors, and each visitor the same release on every load', async () => {
    t.stopClock();
    const canaryUrl = release('1.2.0');
    const started = await setCanary({ url: canaryUrl, percent: 50 }, deploy);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.canary).toEqual({
      ...pinOf('1.2.0'),
      percent: 50,
      // What the canary's release requires of the shell, as the current release's `shared`.
      shared: [{ name: '@academy/runtime', requiredVersion: '^2.0.0', providedVersion: '2.0.0' }],
      startedAt: t.app.now().toISOString(),
      bakeMinutes: 30,
      autoPromote: false,
    });
    const live = await t.app.inject({ method: 'GET', url: api(remoteRegistryPaths.live) });
    expect(live.json().data.about.canary).toEqual({ ...pinOf('1.2.0'), percent: 50 });

    const visitors = await Promise.all(Array.from({ length: 200 }, () => visit()));
    const cookies = visitors.map((response) => String(response.headers['set-cookie']).split(';')[0]);
    expect(cookies.every((cookie) => /^academy_bucket=\d{1,2}$/.test(cookie))).toBe(true);
    const inCanary = visitors.filter((response) => response.json().remotes.about === canaryUrl).length;
    expect(inCanary).toBeGreaterThan(60);
    expect(inCanary).toBeLessThan(140);

    for (const [index, cookie] of cookies.slice(0, 10).entries()) {
      const again = await visit(cookie);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json().remotes.about).toBe(visitors[index].json().remotes.about);
    }

    const ended = await t.app.inject({
      method: 'DELETE',
      url: api(remoteRegistryPaths.canary('about')),
      headers: admin,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.canary).toBeNull();
    expect(ended.json().data.history[0]).toMatchObject({
      action: 'canary-off',
      from: canaryUrl,
      to: null,
      percent: 50,
      digest: pinOf('1.2.0').digest,
    });
    const after = await Promise.all(cookies.slice(0, 20).map((cookie) => visit(cookie)));
    expect(new Set(after.map((response) => response.json().remotes.about))).toEqual(
      new Set([release('1.1.0')]),
    );
  });

  it('keeps a canary’s start when only its share, bake or promotion changes, and starts afresh for another release', async () => {
    t.stopClock();
    const first = await setCanary({ url: release('1.2.0'), percent: 10 });
    const startedAt = first.json().data.canary.startedAt;
    t.advanceClock(5 * 60_000);
    const raised = await setCanary({
      url: release('1.2.0'),
      percent: 40,
      bakeMinutes: 0.5,
      autoPromote: true,
    });
    expect(raised.json().data.canary).toEqual({
      ...pinOf('1.2.0'),
      shared: [{ name: '@academy/runtime', requiredVersion: '^2.0.0', providedVersion: '2.0.0' }],
      percent: 40,
      startedAt,
      bakeMinutes: 0.5,
      autoPromote: true,
    });
    t.advanceClock(60_000);
    const other = await setCanary({ url: release('1.3.0'), percent: 40 });
    expect(other.json().data.canary).toMatchObject({
      ...pinOf('1.3.0'),
      startedAt: t.app.now().toISOString(),
      bakeMinutes: 30,
      autoPromote: false,
    });
  });

  it('refuses a canary of the current release: its visitors would get what the others get', async () => {
    expect((await setAbout(release('1.1.0'))).statusCode).toBe(200);
    const before = await aboutEntry();
    const refused = await setCanary({ url: release('1.1.0'), percent: 20 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `${release('1.1.0')} is the current release of about already: a canary tries another release beside it.`,
    );
    expect(await aboutEntry()).toEqual(before);
  });

  it('promotes a canary: everyone gets it, the current release becomes the previous one, and the history says who', async () => {
    t.stopClock();
    expect((await setAbout(release('1.1.0'))).statusCode).toBe(200);
    expect((await setCanary({ url: release('1.2.0'), percent: 20 })).statusCode).toBe(200);
    t.advanceClock(60_000);
    const promoted = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.promote('about')),
      headers: deploy,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({
      current: { ...pinOf('1.2.0'), since: t.app.now().toISOString(), by: 'deploy token' },
      previous: pinOf('1.1.0'),
      canary: null,
    });
    expect(promoted.json().data.history[0]).toEqual({
      action: 'canary-promote',
      from: release('1.1.0'),
      to: release('1.2.0'),
      percent: 20,
      by: 'deploy token',
      at: t.app.now().toISOString(),
      digest: pinOf('1.2.0').digest,
      details: null,
    });
    const visitors = await Promise.all(Array.from({ length: 20 }, () => visit()));
    expect(new Set(visitors.map((response) => response.json().remotes.about))).toEqual(
      new Set([release('1.2.0')]),
    );
    // A rollback brings the release before the promotion back.
    const rollback = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.rollback('about')),
      headers: admin,
    });
    expect(rollback.json().data.current).toMatchObject(pinOf('1.1.0'));
  });

  it('keeps every one of several changes sent at once, in order, with the last as current', async () => {
    const before = await historyRows();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => setAbout(release(index % 2 ? '1.1.0' : '1.2.0'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(await historyRows()).toBe(before + 6);
    const entry = await aboutEntry();
    expect(entry.history[0].to).toBe(entry.current.url);
    expect(entry.history[0].from).toBe(entry.previous.url);
  });
});

describe('the registry without a DEPLOY_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets no bearer token but a session in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: api(remoteRegistryPaths.registry),
      headers: deploy,
    });
    expect(response.statusCode).toBe(401);
  });
});
