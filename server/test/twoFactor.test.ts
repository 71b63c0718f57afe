import { Secret, TOTP } from 'otpauth';
import { type AuditEntry, TWO_FACTOR_REQUIRED, staffPaths } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { recoveryCodes } from '../src/db/schema';
import { setRequiresTwoFactor } from '../src/repositories/siteSettings';
import { HOME_HERO } from './helpers/homeHero';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  signIn,
} from './helpers/testApp';

const WRONG_CODE =
  'That code is not right, or was used already. Enter the current code from your authenticator app, or an unused recovery code.';
const STEP_MS = 30_000;
const LOCK_MS = 16 * 60_000;

describe('two-factor sign-in', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_CLIENT_MAX_FAILURES: '100' } });
    // A code is for a 30-second step: the clock moves only when a test moves it.
    t.stopClock();
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  /** The authenticator's code at the app's clock, `steps` periods later (or earlier). */
  const codeAt = (steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.app.now().getTime() + steps * STEP_MS });

  const post = (route: string, payload?: object, auth: AuthHeaders = headers) =>
    t.app.inject({ method: 'POST', url: api(route), headers: auth, payload });
  const login = (code?: string, password = ADMIN_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: ADMIN_EMAIL, password, code },
    });
  const me = async (auth: AuthHeaders = headers) =>
    (await t.app.inject({ method: 'GET', url: api(staffPaths.me), headers: auth })).json().data;

  it('sets up a secret for the authenticator app, which counts only once a code confirms it', async () => {
    const response = await post(staffPaths.twoFactorSetup);
    expect(response.statusCode).toBe(200);
    const setup = response.json().data;
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Karate%20Academy:admin%40example.com?issuer=Karate%20Academy&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect((await login()).statusCode).toBe(200);
    expect(await me()).toMatchObject({ twoFactorEnabled: false });
  });

  it('turns on with a right code and answers ten recovery codes, once', async () => {
    const wrong = await post(staffPaths.twoFactorEnable, { code: codeAt(3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'That code is not right. Enter the current code your authenticator app shows for this account.',
    });

    const enabled = await post(staffPaths.twoFactorEnable, { code: codeAt() });
    expect(enabled.statusCode).toBe(200);
    codes = enabled.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await me()).toEqual({
      _id: expect.any(String),
      name: 'Admin',
      email: ADMIN_EMAIL,
      role: 'owner',
      twoFactorEnabled: true,
      mustSetUpTwoFactor: false,
    });

    const again = await post(staffPaths.twoFactorEnable, { code: codeAt() });
    expect(again.json()).toEqual({
      success: false,
      error: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
    });
    const setupAgain = await post(staffPaths.twoFactorSetup);
    expect(setupAgain.statusCode).toBe(409);
  });

  it('asks for the code after the right password, without counting or recording that as a failure', async () => {
    const recorded = async () => (await t.app.audit.list({}, { limit: 1, offset: 0 })).total;
    const before = await recorded();
    for (let i = 0; i < 5; i += 1) {
      const response = await login();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: TWO_FACTOR_REQUIRED,
        twoFactorRequired: true,
      });
    }
    expect(await recorded()).toBe(before);
    // The wrong password is still just that: no hint that a code would be next.
    expect((await login(undefined, 'wrong password')).json()).toEqual({
      success: false,
      error: 'Invalid email or password',
    });
  });

  it('accepts the codes of the step before and after, each once, and none two steps away', async () => {
    t.advanceClock(LOCK_MS);
    expect((await login(codeAt(-2))).json()).toEqual({ success: false, error: WRONG_CODE });
    expect((await login(codeAt(2))).json()).toEqual({ success: false, error: WRONG_CODE });

    // The same code sent twice at once: one sign-in gets in, the other is refused. (The wrong codes
    // above have expired first: with them, the refused one could be the third failure, which locks.)
    t.advanceClock(LOCK_MS);
    const [first, second] = await Promise.all([login(codeAt(-1)), login(codeAt(-1))]);
    const [previous, again] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(previous.statusCode).toBe(200);
    expect(previous.json().user).toMatchObject({ email: ADMIN_EMAIL, twoFactorEnabled: true });
    expect(again.json()).toEqual({ success: false, error: WRONG_CODE });

    expect((await login(codeAt(1))).statusCode).toBe(200);
    // A step at or before the last one accepted is refused, even if its code was never used.
    expect((await login(codeAt())).json().error).toBe(WRONG_CODE);
  });

  it('signs in with each recovery code once, however it is typed', async () => {
    t.advanceClock(LOCK_MS);
    expect((await login(` ${codes[0].toUpperCase().replace(/-/g, ' ')} `)).statusCode).toBe(200);
    expect((await login(codes[0])).json()).toEqual({ success: false, error: WRONG_CODE });
    expect((await login(codes[1])).statusCode).toBe(200);
    expect((await login('abcd-efgh-jkmn')).statusCode).toBe(401);
  });

  it('counts wrong codes toward the sign-in lock, and asking for the code clears none of them', async () => {
    t.advanceClock(LOCK_MS);
    expect((await login('000000')).statusCode).toBe(401);
    expect((await login('wrong-code')).statusCode).toBe(401);
    expect((await login()).json().twoFactorRequired).toBe(true);
    expect((await login('000001')).statusCode).toBe(401);
    const locked = await login(codeAt());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Too many failed sign-in attempts\./);
    t.advanceClock(LOCK_MS);
    expect((await login(codeAt())).statusCode).toBe(200);
  });

  it('records every sign-in and failed one, where from, and never a password or a code', async () => {
    t.advanceClock(STEP_MS);
    const used = codeAt();
    expect((await login(used)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: 'Nobody@Example.com', password: 'guessed password' },
      remoteAddress: '203.0.113.9',
    });

    const { entries } = await t.app.audit.list({}, { limit: 1000, offset: 0 });
    const signIns = entries.filter((entry: AuditEntry) => entry.path === '/auth/login');
    const { _id: adminId } = await me();
    expect(signIns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'sign-in',
          accountId: adminId,
          accountName: 'Admin',
          recordId: adminId,
          address: '127.0.0.1',
        }),
        expect.objectContaining({ action: 'sign-in failed', accountId: adminId, address: '127.0.0.1' }),
        expect.objectContaining({
          action: 'sign-in failed',
          accountId: '',
          accountName: 'nobody@example.com',
          recordId: '',
          address: '203.0.113.9',
        }),
      ]),
    );
    const logged = JSON.stringify(entries);
    for (const secretText of [ADMIN_PASSWORD, 'wrong password', 'guessed password', used, codes[0], secret]) {
      expect(logged).not.toContain(secretText);
    }
  });

  it('turns off with a code or a recovery code, and its recovery codes go with it', async () => {
    const wrong = await post(staffPaths.twoFactorDisable, { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: WRONG_CODE });
    expect((await post(staffPaths.twoFactorDisable, { code: codes[0] })).statusCode).toBe(400);

    const done = await post(staffPaths.twoFactorDisable, { code: codes[2] });
    expect(done.json()).toEqual({ success: true, data: null });
    expect(await me()).toMatchObject({ twoFactorEnabled: false });
    const { _id } = await me();
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.adminId, _id))).toEqual([]);
    expect((await login()).statusCode).toBe(200);
    expect((await post(staffPaths.twoFactorDisable, { code: codeAt() })).json().error).toBe(
      'Two-factor sign-in is already off.',
    );
  });

  describe('when the owner requires it', () => {
    beforeAll(() => setRequiresTwoFactor(t.app.db, true));
    afterAll(() => setRequiresTwoFactor(t.app.db, false));

    it('lets an account without it only set it up, then everything again', async () => {
      const signedIn = await login();
      expect(signedIn.json().user).toMatchObject({ twoFactorEnabled: false, mustSetUpTwoFactor: true });
      const auth = { authorization: `Bearer ${signedIn.json().token}` };
      const write = () =>
        t.app.inject({
          method: 'PUT',
          url: HOME_HERO,
          headers: auth,
          payload: { herotitle: 'Hi', herodescription: 'Text' },
        });

      const refused = await write();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        'Set up two-factor sign-in first: the owner requires it for every account.',
      );
      expect(
        (await t.app.inject({ method: 'GET', url: api(staffPaths.sessions), headers: auth })).statusCode,
      ).toBe(403);
      expect(await me(auth)).toMatchObject({ mustSetUpTwoFactor: true });

      secret = (await post(staffPaths.twoFactorSetup, undefined, auth)).json().data.secret;
      t.advanceClock(STEP_MS);
      expect((await post(staffPaths.twoFactorEnable, { code: codeAt() }, auth)).statusCode).toBe(200);
      expect(await me(auth)).toMatchObject({ twoFactorEnabled: true, mustSetUpTwoFactor: false });
      expect((await write()).statusCode).toBe(200);
      expect((await post('/auth/logout', undefined, auth)).statusCode).toBe(200);
    });

    it('lets an account that turned it off sign out', async () => {
      t.advanceClock(STEP_MS);
      expect((await post(staffPaths.twoFactorDisable, { code: codeAt() })).statusCode).toBe(200);
      expect(await me()).toMatchObject({ twoFactorEnabled: false, mustSetUpTwoFactor: true });
      expect((await post('/auth/logout')).json()).toEqual({ success: true, data: null });
    });
  });
});
