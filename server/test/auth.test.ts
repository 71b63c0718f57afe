import * as passwords from '../src/services/passwords';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, api, createTestApp, signIn } from './helpers/testApp';
import { readOutbox, resetLinkIn } from './helpers/outbox';

const FORGOT_ANSWER = {
  success: true,
  message: 'If an account exists for that email, a reset link has been sent successfully.',
};

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-client cap has its own tests (requestLimits.test.ts); here only the pair's lock counts.
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_CLIENT_MAX_FAILURES: '100' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: api('/auth/login'), payload: { email, password } });

  it('signs in with the right password and answers token and user', async () => {
    const response = await login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: 'Admin',
        email: ADMIN_EMAIL,
        role: 'owner',
        twoFactorEnabled: false,
        mustSetUpTwoFactor: false,
      },
    });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('refuses a wrong password and an unknown address with the same sentence', async () => {
    for (const response of [
      await login(ADMIN_EMAIL, 'wrong password'),
      await login('nobody@example.com', 'whatever1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('names a missing field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: ADMIN_EMAIL },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'password is required' });
  });

  it('locks an address after repeated failures, even for the right password, until the lock ends', async () => {
    const email = 'locked@example.com';
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'bad')).statusCode).toBe(401);
    const locked = await login(email, 'bad');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/,
    );

    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200); // a success clears the count
    for (let i = 0; i < 3; i += 1) expect((await login(ADMIN_EMAIL, 'bad')).statusCode).toBe(401);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
    t.advanceClock(16 * 60_000);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const headers = await signIn(t.app);
    const logout = await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers });
    expect(logout.json()).toEqual({ success: true, data: null });
    const again = await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers });
    expect(again.statusCode).toBe(401);
    expect(again.json().success).toBe(false);
  });

  it('expires a session after SESSION_TTL_HOURS', async () => {
    const headers = await signIn(t.app);
    t.advanceClock(12 * 3_600_000 + 1000);
    const response = await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '4' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: api('/auth/forgot-password'),
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (payload: Record<string, string>, ip = '10.0.1.1') =>
    t.app.inject({ method: 'POST', url: api('/auth/reset-password'), payload, remoteAddress: ip });
  /** The mail is sent after the answer; this waits for it. */
  const sentMail = async () => {
    await t.app.backgroundTasksSettled();
    return readOutbox(t.dataDir);
  };

  it('answers the same for an unknown address and writes no mail', async () => {
    const response = await forgot('nobody@example.com', '10.0.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT_ANSWER);
    expect(await sentMail()).toHaveLength(0);
  });

  it('mails a link that resets the password once and ends the old sessions', async () => {
    const oldSession = await signIn(t.app);
    const response = await forgot(ADMIN_EMAIL, '10.0.0.3');
    expect(response.json()).toEqual(FORGOT_ANSWER);
    const mails = await sentMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${ADMIN_EMAIL}`);
    expect(mails[0]).toContain('http://localhost:8080/admin/reset-password?email=admin%40example.com&token=');
    const { email, token } = resetLinkIn(mails[0]);

    const short = await reset({ email, token, newPassword: 'Sensei-2026' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('newPassword must be at least 12 characters');
    for (const common of ['password1234', 'qwertyuiop123', 'abcdefghijklmnop']) {
      const refused = await reset({ email, token, newPassword: common });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        'newPassword is too common or too easy to guess; choose a longer, less predictable password',
      );
    }

    const done = await reset({ email, token, newPassword: 'a brand new password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, data: null });
    expect(
      (await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers: oldSession })).statusCode,
    ).toBe(401);
    await signIn(t.app, ADMIN_EMAIL, 'a brand new password');

    const reused = await reset({ email, token, newPassword: 'another new password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, error: 'This reset link is invalid or has expired.' });
  });

  it('refuses an expired link and a link for another address', async () => {
    await forgot(ADMIN_EMAIL, '10.0.0.4');
    const { token } = resetLinkIn((await sentMail()).at(-1)!);
    const wrongAddress = await reset({
      email: 'other@example.com',
      token,
      newPassword: 'kata before breakfast',
    });
    expect(wrongAddress.statusCode).toBe(400);
    t.advanceClock(61 * 60_000);
    const expired = await reset({ email: ADMIN_EMAIL, token, newPassword: 'kata before breakfast' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('This reset link is invalid or has expired.');
  });

  it('checks the link before hashing the new password', async () => {
    const hashing = jest.spyOn(passwords, 'hashPassword');
    try {
      const guessed = await reset(
        { email: ADMIN_EMAIL, token: 'a-guessed-token', newPassword: 'kata before breakfast' },
        '10.0.1.2',
      );
      expect(guessed.statusCode).toBe(400);
      expect(guessed.json().error).toBe('This reset link is invalid or has expired.');
      expect(hashing).not.toHaveBeenCalled();

      await forgot(ADMIN_EMAIL, '10.0.0.5');
      const { token } = resetLinkIn((await sentMail()).at(-1)!);
      const done = await reset(
        { email: ADMIN_EMAIL, token, newPassword: 'kata before breakfast' },
        '10.0.1.2',
      );
      expect(done.statusCode).toBe(200);
      expect(hashing).toHaveBeenCalledTimes(1);
    } finally {
      hashing.mockRestore();
    }
  });

  it('limits forgot-password per client', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await forgot('nobody@example.com', '10.0.0.9')).statusCode).toBe(200);
    const limited = await forgot('nobody@example.com', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/),
    });
    expect((await forgot('nobody@example.com', '10.0.0.10')).statusCode).toBe(200);
  });
});
