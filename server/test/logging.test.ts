import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashToken } from '../src/services/tokens';
import { captureLog } from './helpers/logCapture';
import { readOutbox, resetLinkIn } from './helpers/outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, api, createTestApp } from './helpers/testApp';

describe('the server log', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    const shell = path.join(t.config.staticRoot, 'shell', 'dist');
    await fs.mkdir(shell, { recursive: true });
    await fs.writeFile(path.join(shell, 'index.html'), '<!doctype html><title>Shell</title>');
  });
  afterAll(() => t.close());

  const post = (route: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: api(route), payload });
  const mailedLink = async () => {
    expect((await post('/auth/forgot-password', { email: ADMIN_EMAIL })).statusCode).toBe(200);
    await t.app.backgroundTasksSettled();
    return resetLinkIn((await readOutbox(t.dataDir)).at(-1)!);
  };

  it('holds no password or token (nor a token’s hash) through sign-in, a reset and a failed query', async () => {
    const secrets: string[] = [ADMIN_PASSWORD, 'a wrong password tried'];
    expect((await post('/auth/login', { email: ADMIN_EMAIL, password: secrets[1] })).statusCode).toBe(401);
    const signedIn = await post('/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const sessionToken: string = signedIn.json().token;
    secrets.push(sessionToken, hashToken(sessionToken));

    // The owner opens the mailed link, then chooses a new password.
    const link = await mailedLink();
    secrets.push(link.token, hashToken(link.token), 'kata before breakfast');
    const page = await t.app.inject({
      method: 'GET',
      url: `/admin/reset-password?email=${encodeURIComponent(link.email)}&token=${link.token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const reset = await post('/auth/reset-password', { ...link, newPassword: 'kata before breakfast' });
    expect(reset.statusCode).toBe(200);

    // A fault of ours while the query holds the token's hash as a parameter.
    const second = await mailedLink();
    secrets.push(second.token, hashToken(second.token), 'ninety nine kicks a day');
    await t.app.db.execute(sql.raw('ALTER TABLE password_resets RENAME COLUMN used_at TO used_on'));
    const failed = await post('/auth/reset-password', { ...second, newPassword: 'ninety nine kicks a day' });
    expect(failed.statusCode).toBe(500);

    const text = log.text();
    expect(text).toContain('"url":"/admin/reset-password"');
    expect(text).toContain('Failed query: select');
    for (const secret of secrets)
      expect({ secret, inLog: text.includes(secret) }).toEqual({ secret, inLog: false });
    expect(text).not.toContain('params');
    expect(text).not.toContain('scrypt$');
  });
});
