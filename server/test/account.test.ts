import { type StaffSession, staffPaths } from '@academy/contracts';
import { admins } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { browserName } from '../src/services/userAgent';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
} from './helpers/testApp';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('browser names', () => {
  it.each([
    ['Chrome on Linux', CHROME_ON_LINUX],
    ['Firefox on Windows', FIREFOX_ON_WINDOWS],
    ['Safari on iOS', SAFARI_ON_IPHONE],
    ['Edge on Windows', EDGE_ON_WINDOWS],
    ['Chrome on Android', CHROME_ON_ANDROID],
    ['Unknown browser', 'curl/8.5.0'],
    ['Unknown browser', ''],
  ])('names %s', (name, userAgent) => expect(browserName(userAgent)).toBe(name));
});

describe('your account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_CLIENT_MAX_FAILURES: '100' } });
  });
  afterAll(() => t.close());

  /** Signs in from a browser at an address; answers the session's headers. */
  async function signInFrom(
    userAgent: string,
    remoteAddress: string,
    account = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  ): Promise<AuthHeaders> {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'user-agent': userAgent },
      remoteAddress,
      payload: account,
    });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().token}` };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', route: string, headers: AuthHeaders, payload?: object) =>
    t.app.inject({ method, url: api(route), headers, payload });
  const sessionsOf = async (headers: AuthHeaders): Promise<StaffSession[]> =>
    (await call('GET', staffPaths.sessions, headers)).json().data;

  it('answers the signed-in account', async () => {
    const headers = await signInFrom(CHROME_ON_LINUX, '127.0.0.1');
    expect((await call('GET', staffPaths.me, headers)).json()).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: 'Admin',
        email: ADMIN_EMAIL,
        role: 'owner',
        twoFactorEnabled: false,
        mustSetUpTwoFactor: false,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: api(staffPaths.me) })).statusCode).toBe(401);
  });

  it('lists its sessions, the one used last first, with browser, address and which is this one', async () => {
    t.stopClock();
    const onLaptop = await signInFrom(CHROME_ON_LINUX, '198.51.100.4');
    t.advanceClock(1000);
    const onPhone = await signInFrom(SAFARI_ON_IPHONE, '203.0.113.7');

    const sessions = await sessionsOf(onLaptop);
    expect(sessions.slice(0, 2)).toEqual([
      {
        _id: expect.any(String),
        browser: 'Safari on iOS',
        address: '203.0.113.7',
        lastUsedAt: t.app.now().toISOString(),
        current: false,
      },
      {
        _id: expect.any(String),
        browser: 'Chrome on Linux',
        address: '198.51.100.4',
        lastUsedAt: new Date(t.app.now().getTime() - 1000).toISOString(),
        current: true,
      },
    ]);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect((await sessionsOf(onPhone)).find((session) => session.current)?.browser).toBe('Safari on iOS');
  });

  it('ends one of its own sessions, and no other account’s', async () => {
    const mine = await signInFrom(CHROME_ON_LINUX, '127.0.0.1');
    const other = await signInFrom(FIREFOX_ON_WINDOWS, '127.0.0.1');
    const otherId = (await sessionsOf(other)).find((session) => session.current)!._id;

    await t.app.db.insert(admins).values({
      id: 'editor-1',
      email: 'editor@example.com',
      name: 'Editor',
      role: 'editor',
      passwordHash: await hashPassword('another long passphrase'),
    });
    const editor = await signInFrom(CHROME_ON_LINUX, '127.0.0.1', {
      email: 'editor@example.com',
      password: 'another long passphrase',
    });
    const editorSessionId = (await sessionsOf(editor))[0]._id;
    for (const id of [editorSessionId, 'no-such-session']) {
      const refused = await call('DELETE', staffPaths.session(id), mine);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        success: false,
        error: 'That session is not one of yours, or it has ended already.',
      });
    }
    expect((await call('GET', staffPaths.me, editor)).statusCode).toBe(200);

    expect((await call('DELETE', staffPaths.session(otherId), mine)).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await call('GET', staffPaths.me, other)).statusCode).toBe(401);
    expect((await call('GET', staffPaths.me, mine)).statusCode).toBe(200);
  });

  it('ends every session but this one', async () => {
    const first = await signInFrom(CHROME_ON_LINUX, '127.0.0.1');
    const second = await signInFrom(FIREFOX_ON_WINDOWS, '127.0.0.1');
    expect((await call('DELETE', staffPaths.sessions, second)).json()).toEqual({ success: true, data: null });
    expect((await call('GET', staffPaths.me, first)).statusCode).toBe(401);
    expect(await sessionsOf(second)).toEqual([expect.objectContaining({ current: true })]);
  });

  describe('changing the password', () => {
    const change = (headers: AuthHeaders, currentPassword: string, newPassword: string) =>
      call('POST', staffPaths.password, headers, { currentPassword, newPassword });

    it('refuses a wrong current password and a weak new one, with the reset’s sentences', async () => {
      const headers = await signInFrom(CHROME_ON_LINUX, '127.0.0.1');
      const wrong = await change(headers, 'not my password', 'a brand new long passphrase');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ success: false, error: 'Your current password is not right.' });
      expect((await change(headers, ADMIN_PASSWORD, 'short')).json()).toEqual({
        success: false,
        error: 'newPassword must be at least 12 characters',
      });
      expect((await change(headers, ADMIN_PASSWORD, 'password1234')).json()).toEqual({
        success: false,
        error: 'newPassword is too common or too easy to guess; choose a longer, less predictable password',
      });
    });

    it('replaces it and ends every other session, not this one', async () => {
      const here = await signInFrom(CHROME_ON_LINUX, '127.0.0.1');
      const elsewhere = await signInFrom(FIREFOX_ON_WINDOWS, '198.51.100.4');
      const newPassword = 'violet tangerine lighthouse 42';
      expect((await change(here, ADMIN_PASSWORD, newPassword)).json()).toEqual({ success: true, data: null });

      expect((await call('GET', staffPaths.me, elsewhere)).statusCode).toBe(401);
      expect((await call('GET', staffPaths.me, here)).statusCode).toBe(200);
      expect(await sessionsOf(here)).toEqual([expect.objectContaining({ current: true })]);
      const old = await t.app.inject({
        method: 'POST',
        url: api('/auth/login'),
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      await signInFrom(CHROME_ON_LINUX, '127.0.0.1', { email: ADMIN_EMAIL, password: newPassword });
    });
  });
});
