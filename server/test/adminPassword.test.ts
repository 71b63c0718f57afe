import { spawn } from 'node:child_process';
import path from 'node:path';
import type {} from '../src/plugins/app/mailer';
import { readOutbox, resetLinkIn } from './helpers/outbox';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestApp,
  api,
  createTestApp,
  restartTestApp,
  signIn,
} from './helpers/testApp';

const REPO_ROOT = path.resolve(__dirname, '../..');
const INVALID_LINK = { success: false, error: 'This reset link is invalid or has expired.' };

async function requestResetLink(t: TestApp, ip: string) {
  await t.app.inject({
    method: 'POST',
    url: api('/auth/forgot-password'),
    payload: { email: ADMIN_EMAIL },
    remoteAddress: ip,
  });
  await t.app.backgroundTasksSettled();
  return resetLinkIn((await readOutbox(t.dataDir)).at(-1)!);
}

const resetWith = (t: TestApp, link: { email: string; token: string }, newPassword: string) =>
  t.app.inject({ method: 'POST', url: api('/auth/reset-password'), payload: { ...link, newPassword } });

const stillSignedIn = async (t: TestApp, headers: { authorization: string }) =>
  (await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers })).statusCode === 200;

/** `npm run admin -- set-password <email>`, the password on standard input. */
function setPasswordCommand(env: Record<string, string>, email: string, input: string) {
  // The command exactly as the README gives it, so a build path that moves fails here.
  const child = spawn('npm', ['run', '--silent', 'admin', '--', 'set-password', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('the first administrator’s password from ADMIN_PASSWORD', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is applied once: a restart with the same setting keeps the password the owner chose since', async () => {
    t = await createTestApp();
    const link = await requestResetLink(t, '10.3.0.1');
    expect((await resetWith(t, link, 'my own new password')).statusCode).toBe(200);

    t = await restartTestApp(t);
    const session = await signIn(t.app, ADMIN_EMAIL, 'my own new password');
    const old = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await stillSignedIn(t, session)).toBe(true);
  });

  it('replaces the password when the setting changes, ending the sessions and reset links', async () => {
    t = await createTestApp();
    const session = await signIn(t.app);
    const link = await requestResetLink(t, '10.3.0.2');

    t = await restartTestApp(t, { env: { ADMIN_PASSWORD: 'the operator took it back' } });
    expect(await stillSignedIn(t, session)).toBe(false);
    await signIn(t.app, ADMIN_EMAIL, 'the operator took it back');
    const reset = await resetWith(t, link, 'a password from the old link');
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(INVALID_LINK);
  });
});

describe('reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('end together: using one refuses every other link still out', async () => {
    const first = await requestResetLink(t, '10.4.0.1');
    const second = await requestResetLink(t, '10.4.0.2');
    expect(first.token).not.toBe(second.token);
    expect((await resetWith(t, first, 'the first link won')).statusCode).toBe(200);
    const refused = await resetWith(t, second, 'the second link tried');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(INVALID_LINK);
    await signIn(t.app, ADMIN_EMAIL, 'the first link won');
  });

  it('leave the outbox once they have expired', async () => {
    await requestResetLink(t, '10.4.0.3');
    expect((await readOutbox(t.dataDir)).length).toBeGreaterThan(0);
    t.advanceClock(61 * 60_000);
    // The next mail, or the sweep every few minutes, clears the expired ones.
    await t.app.sendMail({ to: 'someone@example.com', subject: 'Hello', text: 'Not a reset link' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const left = await readOutbox(t.dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('Not a reset link');
  });
});

describe('npm run admin -- set-password', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('sets a locked-out administrator’s password from standard input, once the server is stopped', async () => {
    t = await createTestApp();
    const session = await signIn(t.app);
    const env = { DATA_DIR: t.dataDir, ...(t.database.url && { DATABASE_URL: t.database.url }) };

    if (!t.database.url) {
      // The embedded database belongs to the running server: the command refuses to touch it.
      const refused = await setPasswordCommand(env, ADMIN_EMAIL, 'recovered by the operator\n');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The embedded database is open in another process');
    }
    await t.app.close();

    const weak = await setPasswordCommand(env, ADMIN_EMAIL, 'password1234\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('The password is too common or too easy to guess');
    const unknown = await setPasswordCommand(env, 'nobody@example.com', 'recovered by the operator\n');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no administrator with the address nobody@example.com.');

    const done = await setPasswordCommand(env, ADMIN_EMAIL, 'recovered by the operator\n');
    expect(done.output).toContain(`The password of ${ADMIN_EMAIL} is set.`);
    expect(done.code).toBe(0);

    t = await restartTestApp(t);
    await signIn(t.app, ADMIN_EMAIL, 'recovered by the operator');
    expect(await stillSignedIn(t, session)).toBe(false);
  });
});
