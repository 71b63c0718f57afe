import { Secret, TOTP } from 'otpauth';
import { staffPaths } from '@academy/contracts';
import { readOutbox } from './helpers/outbox';
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
const LOCKED =
  'Too many wrong codes were entered for this account: it accepts no two-factor code, from anywhere, for 15 minutes. Its owner has been told by email.';
const STEP_MS = 30_000;

// Codes counted per account (docs/decisions/0072-signin-lock-per-address-and-client.md): the
// password is known and the guesser has a routed /48 (65,536 clients), so the per-client limits
// alone would let a 6-digit code fall in hours.
describe('wrong two-factor codes, counted per account whatever the client', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let secret: string;
  /** A different IPv6 /64 (a different client) for each n. */
  const client = (n: number) => `2001:db8:77:${n.toString(16)}::1`;

  beforeAll(async () => {
    t = await createTestApp();
    t.stopClock();
    headers = await signIn(t.app);
    secret = (await t.app.inject({ method: 'POST', url: api(staffPaths.twoFactorSetup), headers })).json()
      .data.secret;
    const enabled = await t.app.inject({
      method: 'POST',
      url: api(staffPaths.twoFactorEnable),
      headers,
      payload: { code: codeNow() },
    });
    expect(enabled.statusCode).toBe(200);
    t.advanceClock(STEP_MS);
  });
  afterAll(() => t.close());

  function codeNow() {
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.app.now().getTime() });
  }
  const login = (code: string, remoteAddress: string, password = ADMIN_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: ADMIN_EMAIL, password, code },
      remoteAddress,
    });
  const wrongCode = () => String((Number(codeNow()) + 500_000) % 1_000_000).padStart(6, '0');

  it('after 10 wrong codes from 10 clients, accepts no code from anywhere for 15 minutes, and mails the owner', async () => {
    // A wrong password never reaches the count: nobody can lock the owner out without it.
    for (let n = 100; n < 115; n += 1) {
      expect((await login(wrongCode(), client(n), 'not the password')).statusCode).toBe(401);
    }
    for (let n = 0; n < 10; n += 1) {
      const wrong = await login(wrongCode(), client(n));
      expect([wrong.statusCode, wrong.json().error]).toEqual([401, WRONG_CODE]);
    }
    for (const n of [10, 11]) {
      const refused = await login(codeNow(), client(n));
      expect([refused.statusCode, refused.json().error]).toEqual([
        429,
        `${LOCKED} Please try again in 15 minutes.`,
      ]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Nor does a session turn two-factor off with a right code meanwhile.
    const off = await t.app.inject({
      method: 'POST',
      url: api(staffPaths.twoFactorDisable),
      headers,
      payload: { code: codeNow() },
    });
    expect([off.statusCode, off.json().error]).toEqual([429, `${LOCKED} Please try again in 15 minutes.`]);

    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.includes('Subject: Two-factor codes refused for your account'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${ADMIN_EMAIL}`);
    expect(mails[0]).toContain('10 wrong two-factor codes were entered');

    const { entries } = await t.app.audit.list({ action: 'codes locked' }, { limit: 10, offset: 0 });
    expect(entries).toEqual([
      expect.objectContaining({ accountName: 'Admin', address: client(9).replace(/::1$/, '::/64') }),
    ]);

    t.advanceClock(15 * 60_000 + 1000);
    const signedIn = await login(codeNow(), client(12));
    expect(signedIn.statusCode).toBe(200);
  });

  it('counts wrong codes when turning two-factor off too, and audits each', async () => {
    t.advanceClock(STEP_MS);
    for (let n = 0; n < 10; n += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: api(staffPaths.twoFactorDisable),
        headers,
        payload: { code: wrongCode() },
        remoteAddress: client(n),
      });
      expect([wrong.statusCode, wrong.json().error]).toEqual([400, WRONG_CODE]);
    }
    const refused = await login(codeNow(), client(20));
    expect([refused.statusCode, refused.json().error]).toEqual([
      429,
      `${LOCKED} Please try again in 15 minutes.`,
    ]);
    const { total } = await t.app.audit.list({ action: 'two-factor off refused' }, { limit: 1, offset: 0 });
    expect(total).toBe(10);
  });
});
