import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@academy/contracts';
import { type ServerProcess, startServer, waitUntilHealthy } from './helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

jest.setTimeout(60_000);

describe('a write answered with success', () => {
  let dataDir: string;
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-durable-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await server?.kill();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('survives kill -9 right after the answer', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '', ADMIN_EMAIL, ADMIN_PASSWORD };
    server = await startServer(env);
    await waitUntilHealthy(server.origin);
    const login = await fetch(`${server.origin}${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const saved = await fetch(`${server.origin}${API_PREFIX}/contact/contacts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ address: 'Durable Street 1', phone: '123', email: 'durable@example.com' }),
    });
    expect(saved.status).toBe(200);
    await server.kill();

    server = await startServer(env);
    await waitUntilHealthy(server.origin);
    const read = await fetch(`${server.origin}${API_PREFIX}/contact/contacts`);
    expect(((await read.json()) as { data: { address: string } }).data.address).toBe('Durable Street 1');
    await server.kill();
  });
});
