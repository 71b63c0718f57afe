import { remoteOverridePaths } from '@academy/contracts';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

const DEV_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const DEPLOY_TOKEN = 'deploy-token-for-the-override-tests-0123';

describe('a developer’s remote overrides', () => {
  let t: TestApp;
  let admin: AuthHeaders;

  const setOverrides = (remotes: Record<string, string>, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PUT', url: api(remoteOverridePaths.overrides), headers, payload: { remotes } });
  const visit = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/runtime-config.json', headers: cookie ? { cookie } : {} });
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0];

  beforeAll(async () => {
    t = await createTestApp({ env: { DEPLOY_TOKEN } });
    admin = await signIn(t.app);
  });
  afterAll(() => t.close());

  it('cannot be set without an administrator’s session, not even with the deploy token', async () => {
    expect((await setOverrides({ about: DEV_MANIFEST }, {})).statusCode).toBe(401);
    expect(
      (await setOverrides({ about: DEV_MANIFEST }, { authorization: `Bearer ${DEPLOY_TOKEN}` })).statusCode,
    ).toBe(401);
  });

  it('points only at DEV_REMOTE_ORIGINS, and only existing remotes', async () => {
    const elsewhere = await setOverrides({ about: 'https://evil.example/mf-manifest.json' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(
      'about can be pointed only at a dev server on http://localhost:* (DEV_REMOTE_ORIGINS), not at "https://evil.example/mf-manifest.json".',
    );
    const unknown = await setOverrides({ nowhere: DEV_MANIFEST });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('There is no remote "nowhere" to override.');
  });

  it('reaches only the browser that set it: its pages load the dev server (CSP included), no cache keeps them, everyone else gets the site', async () => {
    const set = await setOverrides({ about: DEV_MANIFEST, home: '' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      remotes: { about: DEV_MANIFEST },
      allowedOrigins: ['http://localhost:*'],
    });
    expect(String(set.headers['set-cookie'])).toMatch(
      /^academy_override=[\w-]{43}; Path=\/; Max-Age=43200; SameSite=Strict; HttpOnly$/,
    );
    const cookie = cookieOf(set);

    const mine = await visit(cookie);
    expect(mine.json().remotes.about).toBe(DEV_MANIFEST);
    expect(mine.json().overrides).toEqual({ about: DEV_MANIFEST });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(String(mine.headers['content-security-policy'])).toContain(
      "script-src 'self' http://localhost:3001",
    );

    const someoneElse = await visit();
    expect(someoneElse.json().remotes.about).toBe('/remotes/about/mf-manifest.json');
    expect(someoneElse.json().overrides).toBeUndefined();
    expect(String(someoneElse.headers['content-security-policy'])).not.toContain('localhost');

    const listed = await t.app.inject({
      method: 'GET',
      url: api(remoteOverridePaths.overrides),
      headers: admin,
    });
    expect(listed.json().data.remotes).toEqual({ about: DEV_MANIFEST });
  });

  it('cannot be forged: a made-up cookie changes nothing', async () => {
    const forged = await visit(`academy_override=${'A'.repeat(43)}`);
    expect(forged.json().remotes.about).toBe('/remotes/about/mf-manifest.json');
    expect(forged.json().overrides).toBeUndefined();
  });

  it('is cleared by the banner’s button, by its cookie alone', async () => {
    const cookie = cookieOf(await setOverrides({ about: DEV_MANIFEST }));
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: api(remoteOverridePaths.mine),
      headers: { cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(String(cleared.headers['set-cookie'])).toMatch(/^academy_override=; Path=\/; Max-Age=0/);
    expect((await visit(cookie)).json().overrides).toBeUndefined();
  });

  it('ends with the session', async () => {
    const session = await signIn(t.app);
    const cookie = cookieOf(await setOverrides({ home: 'http://localhost:3003/mf-manifest.json' }, session));
    expect((await visit(cookie)).json().overrides).toEqual({
      home: 'http://localhost:3003/mf-manifest.json',
    });
    await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers: session });
    expect((await visit(cookie)).json().overrides).toBeUndefined();
  });
});

describe('remote overrides on a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('are refused unless DEV_REMOTE_ORIGINS names a dev server: none by default', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: api(remoteOverridePaths.overrides),
      headers: await signIn(t.app),
      payload: { remotes: { about: DEV_MANIFEST } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'This server takes no remote overrides: DEV_REMOTE_ORIGINS names no dev server (none by default in production).',
    );
  });
});
