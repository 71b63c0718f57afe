import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { requestLimits } from '../src/db/schema';
// Brings in its declaration of app.limits, which the app loads by folder rather than by import.
import type {} from '../src/plugins/app/requestLimits';
import { deleteEndedWindows } from '../src/repositories/requestLimits';
import { readOutbox, resetLinkIn } from './helpers/outbox';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestApp,
  api,
  createSecondInstance,
  createTestApp,
} from './helpers/testApp';

const LOCKED = /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/;
const LIMITED = /^Too many requests\. Please try again in 15 minutes\.$/;

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: api('/auth/login'), payload: { email, password }, remoteAddress: ip });
const forgot = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: api('/auth/forgot-password'),
    payload: { email: 'nobody@example.com' },
    remoteAddress: ip,
  });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();
const repeat = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i));

describe('limits counted atomically in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // the defaults: 5 per address and client, 10 per client, 5 forgot/reset
  });
  afterAll(() => t.close());

  it('gives 20 sign-ins sent at once (19 wrong, then the right one) no more tries than the limit', async () => {
    const passwords = [...repeat(19, (i) => `wrong password ${i}`), ADMIN_PASSWORD];
    const responses = await Promise.all(passwords.map((p) => login(t.app, ADMIN_EMAIL, p, '10.1.0.1')));
    const checked = responses.filter((r) => r.statusCode !== 429);
    expect(checked).toHaveLength(5);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toEqual({ success: false, error: expect.stringMatching(LOCKED) });
      // Seconds until the window (15 minutes from the first try) ends.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(850);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    // Sent one by one, the right password after 5 wrong ones is refused too.
    expect((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
  });

  it('checks at most 10 sign-ins from one client over any number of addresses', async () => {
    const responses = await Promise.all(
      repeat(20, (i) => login(t.app, `someone${i}@example.com`, 'wrong password', '10.1.0.2')),
    );
    expect(statuses(responses)).toEqual([...repeat(10, () => 401), ...repeat(10, () => 429)]);
    expect((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.0.2')).statusCode).toBe(429);
    expect((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.0.3')).statusCode).toBe(200);
  });

  it('lets the owner in from another client while an attacker who knows the address is locked', async () => {
    const attacker = await Promise.all(
      repeat(8, () => login(t.app, ADMIN_EMAIL, 'guess 12345678', '10.1.0.4')),
    );
    expect(statuses(attacker)).toEqual([...repeat(5, () => 401), ...repeat(3, () => 429)]);
    expect((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.0.5')).statusCode).toBe(200);
    // The right password does not open the attacker's lock either.
    expect((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.0.4')).statusCode).toBe(429);
  });

  it('does not count right passwords against the client', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.0.6')).statusCode).toBe(200);
    }
  });

  it('gives 20 forgot-password requests sent at once no more than the limit', async () => {
    const responses = await Promise.all(repeat(20, () => forgot(t.app, '10.1.0.7')));
    expect(statuses(responses)).toEqual([...repeat(5, () => 200), ...repeat(15, () => 429)]);
    expect(responses.find((r) => r.statusCode === 429)!.json().error).toMatch(LIMITED);
    expect((await forgot(t.app, '10.1.0.8')).statusCode).toBe(200);
  });

  it('never says to wait longer than the window, when requests reach the database out of the order they read the clock', async () => {
    const WINDOW_MS = 15 * 60_000;
    t.advanceClock(1_000); // the first request read the clock a second after the second one
    await t.app.limits.consume('test-order', 'client', 1, WINDOW_MS);
    t.advanceClock(-1_000);
    const refused = await t.app.limits.consume('test-order', 'client', 1, WINDOW_MS);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(WINDOW_MS);
  });

  it('limits guessed reset links per client, but not the holder of a working link', async () => {
    const reset = (token: string, newPassword: string, ip = '10.1.0.9') =>
      t.app.inject({
        method: 'POST',
        url: api('/auth/reset-password'),
        payload: { email: ADMIN_EMAIL, token, newPassword },
        remoteAddress: ip,
      });
    const guesses = await Promise.all(repeat(8, (i) => reset(`guessed-token-${i}`, 'kata before breakfast')));
    expect(statuses(guesses)).toEqual([...repeat(5, () => 400), ...repeat(3, () => 429)]);
    expect(guesses.find((r) => r.statusCode === 429)!.json().error).toMatch(LIMITED);

    await t.app.inject({
      method: 'POST',
      url: api('/auth/forgot-password'),
      payload: { email: ADMIN_EMAIL },
      remoteAddress: '10.1.0.10',
    });
    await t.app.backgroundTasksSettled();
    const { token } = resetLinkIn((await readOutbox(t.dataDir)).at(-1)!);
    for (let i = 0; i < 6; i += 1) {
      expect((await reset(token, 'password1234', '10.1.0.11')).statusCode).toBe(400);
    }
    expect((await reset(token, 'kata before breakfast', '10.1.0.11')).statusCode).toBe(200);
  });

  it('lifts every client’s lock on the address once its password is reset', async () => {
    const email = ADMIN_EMAIL;
    for (const ip of ['10.1.1.1', '10.1.1.2']) {
      await Promise.all(repeat(6, () => login(t.app, email, 'forgotten password', ip)));
      expect((await login(t.app, email, 'kata before breakfast', ip)).statusCode).toBe(429);
    }
    await t.app.inject({
      method: 'POST',
      url: api('/auth/forgot-password'),
      payload: { email },
      remoteAddress: '10.1.1.3',
    });
    await t.app.backgroundTasksSettled();
    const { token } = resetLinkIn((await readOutbox(t.dataDir)).at(-1)!);
    const reset = await t.app.inject({
      method: 'POST',
      url: api('/auth/reset-password'),
      payload: { email, token, newPassword: 'remembered at last' },
      remoteAddress: '10.1.1.3',
    });
    expect(reset.statusCode).toBe(200);
    for (const ip of ['10.1.1.1', '10.1.1.2']) {
      expect((await login(t.app, email, 'remembered at last', ip)).statusCode).toBe(200);
    }
  });

  it('starts afresh when the window has passed', async () => {
    expect((await login(t.app, ADMIN_EMAIL, 'remembered at last', '10.1.0.2')).statusCode).toBe(429);
    expect((await forgot(t.app, '10.1.0.7')).statusCode).toBe(429);
    t.advanceClock(15 * 60_000 + 1000);
    expect((await login(t.app, ADMIN_EMAIL, 'remembered at last', '10.1.0.2')).statusCode).toBe(200);
    expect((await forgot(t.app, '10.1.0.7')).statusCode).toBe(200);
  });

  it('clears ended windows from the table (the hourly sweep)', async () => {
    const rows = async () => (await t.app.db.select().from(requestLimits)).length;
    expect((await forgot(t.app, '10.1.2.1')).statusCode).toBe(200);
    await deleteEndedWindows(t.app.db, t.app.now()); // windows of the earlier tests
    const before = await rows();
    expect(before).toBeGreaterThan(0);
    await deleteEndedWindows(t.app.db, new Date(t.app.now().getTime() + 14 * 60_000));
    expect(await rows()).toBe(before);
    await deleteEndedWindows(t.app.db, new Date(t.app.now().getTime() + 16 * 60_000));
    expect(await rows()).toBe(0);
  });
});

// Two server instances on one database share every count. The embedded database belongs to one
// process, so this runs on PostgreSQL (DATABASE_URL), as CI's PostgreSQL run does.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) console.info('Two-instance limit tests skipped: they need DATABASE_URL');

onPostgres('two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('share the sign-in lock, one by one and at once', async () => {
    for (const app of [first.app, second.app, first.app, second.app, first.app]) {
      expect((await login(app, ADMIN_EMAIL, 'wrong password', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(second.app, ADMIN_EMAIL, ADMIN_PASSWORD, '10.2.0.1')).statusCode).toBe(429);

    const burst = await Promise.all(
      repeat(20, (i) => login(i % 2 ? first.app : second.app, ADMIN_EMAIL, `guess ${i}`, '10.2.0.2')),
    );
    expect(burst.filter((r) => r.statusCode !== 429)).toHaveLength(5);
  });

  it('share a per-client rate limit', async () => {
    const responses = await Promise.all(
      repeat(12, (i) => forgot(i % 2 ? first.app : second.app, '10.2.0.3')),
    );
    expect(statuses(responses)).toEqual([...repeat(5, () => 200), ...repeat(7, () => 429)]);
  });
});
