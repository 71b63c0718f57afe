import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from 'shared-contracts/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

jest.setTimeout(60_000);

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The real server as a process (TypeScript run by tsx), resolved once it says where it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DEMO_CONTENT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1] });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Server exited (${code}) before listening:\n${output}`)));
  });
}

function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a write answered with success', () => {
  let dataDir: string;
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-durable-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    if (child) await kill9(child);
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('survives kill -9 right after the answer', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '', ADMIN_EMAIL, ADMIN_PASSWORD };
    const first = await startServer(env);
    child = first.child;
    const login = await fetch(`${first.origin}${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const saved = await fetch(`${first.origin}${API_PREFIX}/contact/contacts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ address: 'Durable Street 1', phone: '123', email: 'durable@example.com' }),
    });
    expect(saved.status).toBe(200);
    await kill9(first.child);

    const second = await startServer(env);
    child = second.child;
    const read = await fetch(`${second.origin}${API_PREFIX}/contact/contacts`);
    expect(((await read.json()) as { data: { address: string } }).data.address).toBe('Durable Street 1');
    await kill9(second.child);
  });
});
