import { spawn } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { type AuditEntry, staffPaths } from '@academy/contracts';
import { STAFF_PASSWORD, invitedAccount } from './helpers/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  restartTestApp,
  signIn,
} from './helpers/testApp';

// The audit log (docs/decisions/0069-audit-log.md) says what happened, not only where; it records
// refused calls, wrong current passwords and its own downloads; and an operator can reset a lost
// second factor.

const REPO_ROOT = path.resolve(__dirname, '../..');

describe('the audit log names what happened', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    route: string,
    headers: AuthHeaders,
    payload?: object,
  ) => t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });
  const entries = async (): Promise<AuditEntry[]> =>
    (await t.app.audit.list({}, { limit: 1000, offset: 0 })).entries.reverse();

  it('files each change of an account by its own action, refused calls with the role, and its own download', async () => {
    const before = (await entries()).length;
    const member = await invitedAccount(t, owner, 'editor', 'sensei@example.com');
    const withdrawn = await call('POST', staffPaths.invitations, owner, {
      email: 'later@example.com',
      name: 'Later',
      role: 'author',
    });
    expect((await call('DELETE', staffPaths.invitation(withdrawn.json().data._id), owner)).statusCode).toBe(
      200,
    );
    expect((await call('PUT', staffPaths.user(member.id), owner, { role: 'author' })).statusCode).toBe(200);

    const refused = await call('GET', staffPaths.audit, member.headers);
    expect(refused.statusCode).toBe(403);
    const wrong = await call('POST', staffPaths.password, member.headers, {
      currentPassword: 'not my password',
      newPassword: 'an even longer staff passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await call('POST', staffPaths.password, member.headers, {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'an even longer staff passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', staffPaths.auditCsv, owner)).statusCode).toBe(200);
    expect((await call('DELETE', staffPaths.user(member.id), owner)).statusCode).toBe(200);

    const done = (await entries()).slice(before).map((entry) => ({
      action: entry.action,
      who: entry.accountName,
      path: entry.path,
      record: entry.recordId,
    }));
    expect(done).toEqual([
      { action: 'invitation sent', who: 'Admin', path: '/users/invitations', record: '' },
      { action: 'account created', who: 'The editor', path: '/auth/accept-invitation', record: member.id },
      { action: 'invitation sent', who: 'Admin', path: '/users/invitations', record: '' },
      {
        action: 'invitation withdrawn',
        who: 'Admin',
        path: `/users/invitations/${withdrawn.json().data._id}`,
        record: withdrawn.json().data._id,
      },
      { action: 'role changed', who: 'Admin', path: `/users/${member.id}`, record: member.id },
      { action: 'access refused', who: 'The editor', path: '/audit', record: 'author' },
      { action: 'password change refused', who: 'The editor', path: '/auth/password', record: member.id },
      { action: 'password changed', who: 'The editor', path: '/auth/password', record: '' },
      { action: 'audit log downloaded', who: 'Admin', path: '/audit.csv', record: '' },
      { action: 'account removed', who: 'Admin', path: `/users/${member.id}`, record: member.id },
    ]);
    // The Activity screen's filter finds them by their action.
    const filtered = await call('GET', `${staffPaths.audit}?action=access%20refused`, owner);
    expect(filtered.json().data.entries).toHaveLength(1);
  });
});

/** `npm run admin -- reset-two-factor <email>`, as the README gives it. */
function resetTwoFactorCommand(env: Record<string, string>, email: string) {
  const child = spawn('npm', ['run', '--silent', 'admin', '--', 'reset-two-factor', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run admin -- reset-two-factor', () => {
  // Each command compiles the server first (tsc -b), as the README's command does.
  jest.setTimeout(180_000);
  let t: TestApp;
  afterAll(() => t.close());

  it('turns off the second factor of an owner who lost it, ends its sessions, and records it', async () => {
    t = await createTestApp();
    const session = await signIn(t.app);
    const secret = (
      await t.app.inject({ method: 'POST', url: api(staffPaths.twoFactorSetup), headers: session })
    ).json().data.secret;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.app.now().getTime() });
    const enabled = await t.app.inject({
      method: 'POST',
      url: api(staffPaths.twoFactorEnable),
      headers: session,
      payload: { code },
    });
    expect(enabled.statusCode).toBe(200);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: api('/auth/login'),
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
    expect((await login()).json().twoFactorRequired).toBe(true);

    const env = { DATA_DIR: t.dataDir, ...(t.database.url && { DATABASE_URL: t.database.url }) };
    if (!t.database.url) {
      // As for set-password: the embedded database belongs to the running server.
      const refused = await resetTwoFactorCommand(env, ADMIN_EMAIL);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The embedded database is open in another process');
    }
    await t.app.close();

    const unknown = await resetTwoFactorCommand(env, 'nobody@example.com');
    expect([unknown.code, unknown.output]).toEqual([
      1,
      expect.stringContaining('There is no administrator with the address nobody@example.com.'),
    ]);
    const done = await resetTwoFactorCommand(env, ADMIN_EMAIL);
    expect(done.output).toContain(
      `Two-factor sign-in of ${ADMIN_EMAIL} is off: its recovery codes and its sessions have ended.`,
    );
    expect(done.code).toBe(0);

    t = await restartTestApp(t);
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ twoFactorEnabled: false });
    expect(
      (await t.app.inject({ method: 'GET', url: api(staffPaths.me), headers: session })).statusCode,
    ).toBe(401);
    const { entries } = await t.app.audit.list({ action: 'two-factor reset' }, { limit: 10, offset: 0 });
    expect(entries).toEqual([
      expect.objectContaining({
        accountName: 'npm run admin',
        recordId: signedIn.json().user._id,
        address: 'command line',
      }),
    ]);
  });
});
