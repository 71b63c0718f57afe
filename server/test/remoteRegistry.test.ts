import { remoteRegistryPaths } from '@academy/contracts';
import { remoteRegistryChanges } from '../src/db/schema';
import { manifest, startOrigin, writeShellManifest } from './helpers/remoteReleases';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-tests-0123456789abcdef';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };

describe('the live remote registry', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  const release = (version: string) => `${cdn.origin}/about/${version}/mf-manifest.json`;

  const registry = async (headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: api(remoteRegistryPaths.registry), headers });
  const aboutEntry = async () =>
    (await registry()).json().data.remotes.find((entry: { name: string }) => entry.name === 'about');
  const setAbout = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: api(remoteRegistryPaths.remote('about')), headers, payload: { url } });
  const visit = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/runtime-config.json', headers: cookie ? { cookie } : {} });
  const historyRows = async () => (await t.app.db.select().from(remoteRegistryChanges)).length;

  beforeAll(async () => {
    cdn = await startOrigin({
      '/about/1.1.0/mf-manifest.json': manifest('about'),
      '/about/1.2.0/mf-manifest.json': manifest('about'),
      '/about/newer-runtime/mf-manifest.json': manifest('about', { runtime: '^3.0.0' }),
      '/about/no-page/mf-manifest.json': manifest('about', { exposes: ['Other'] }),
      '/about/not-json/mf-manifest.json': '<html>',
      '/home/1.0.0/mf-manifest.json': manifest('home'),
    });
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
      current: { url: '/remotes/about/mf-manifest.json', builtHere: true },
      previous: null,
      canary: null,
      history: [],
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
    expect(directive('script-src')).toBe(`script-src 'self' ${cdn.origin}`);
    expect(directive('style-src')).toBe(`style-src 'self' 'unsafe-inline' ${cdn.origin}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${cdn.origin}`);
  });

  it('refuses an unknown remote and a percentage out of range with a sentence', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: api(remoteRegistryPaths.remote('nowhere')),
      headers: admin,
      payload: { url: release('1.1.0') },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/^There is no remote "nowhere": the remotes are .*about.*\.$/);
    const tooMuch = await t.app.inject({
      method: 'PUT',
      url: api(remoteRegistryPaths.canary('about')),
      headers: admin,
      payload: { url: release('1.1.0'), percent: 101 },
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('points a remote at a release on an allowed origin for the next page load, records who did it, and rolls it back', async () => {
    const set = await setAbout(release('1.1.0'), deploy);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.current).toEqual({ url: release('1.1.0'), builtHere: false });
    expect((await visit()).json().remotes.about).toBe(release('1.1.0'));

    expect((await setAbout(release('1.2.0'))).statusCode).toBe(200);
    const entry = await aboutEntry();
    expect(entry.current.url).toBe(release('1.2.0'));
    expect(entry.previous).toEqual({ url: release('1.1.0') });
    expect(
      entry.history.map(({ action, from, to, by }: Record<string, string>) => ({ action, from, to, by })),
    ).toEqual([
      { action: 'set', from: release('1.1.0'), to: release('1.2.0'), by: 'admin@example.com' },
      { action: 'set', from: '/remotes/about/mf-manifest.json', to: release('1.1.0'), by: 'deploy token' },
    ]);

    const rollback = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.rollback('about')),
      headers: admin,
    });
    expect(rollback.statusCode).toBe(200);
    expect((await visit()).json().remotes.about).toBe(release('1.1.0'));
    expect((await aboutEntry()).history[0]).toMatchObject({
      action: 'rollback',
      from: release('1.2.0'),
      to: release('1.1.0'),
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
      current: { url: '/remotes/about/mf-manifest.json', builtHere: true },
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

  it('has nothing to roll back to for a remote never changed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.rollback('home')),
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('home has no earlier entry to roll back to.');
  });

  it('gives a canary to about its share of fresh visitors, and each visitor the same release on every load', async () => {
    const canaryUrl = release('1.2.0');
    const started = await t.app.inject({
      method: 'PUT',
      url: api(remoteRegistryPaths.canary('about')),
      headers: deploy,
      payload: { url: canaryUrl, percent: 50 },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.canary).toEqual({ url: canaryUrl, percent: 50 });

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
    const after = await Promise.all(cookies.slice(0, 20).map((cookie) => visit(cookie)));
    expect(new Set(after.map((response) => response.json().remotes.about))).toEqual(
      new Set([release('1.1.0')]),
    );
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
