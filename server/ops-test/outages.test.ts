import pg from 'pg';
import { API_PREFIX } from '@academy/contracts';
import { MIGRATION_LOCK_ID } from '../src/db/migrate';
import { type ServerProcess, startServer, waitUntilHealthy } from '../test/helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/helpers/testApp';
import { PostgresCluster, clusterPort } from './postgresCluster';
import { PAGE_TITLE, siteFolders } from './siteFolders';

jest.setTimeout(120_000);

const HERO = `${API_PREFIX}/home/hero`;
const NOT_READY = 'The database is not ready yet. Please try again shortly.';
const NOT_ANSWERING = 'The database is not answering.';
const UNAVAILABLE = 'The database is unavailable right now. Please try again shortly.';

interface Answer {
  status: number;
  body: string;
  ms: number;
}

describe('a server whose PostgreSQL goes away', () => {
  let cluster: PostgresCluster;
  let folders: Awaited<ReturnType<typeof siteFolders>>;
  let server: ServerProcess;
  let token: string;

  const request = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const started = Date.now();
    const response = await fetch(`${server.origin}${path}`, init);
    const body = await response.text();
    return { status: response.status, body, ms: Date.now() - started };
  };
  const saveHero = (title: string) =>
    request(HERO, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ herotitle: title, herodescription: 'Text' }),
    });
  const failure = (error: string) => JSON.stringify({ success: false, error });
  const expectStaticSite = async () => {
    const page = await request('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(PAGE_TITLE);
  };

  beforeAll(async () => {
    [cluster, folders] = await Promise.all([PostgresCluster.create(clusterPort(1)), siteFolders()]);
  });
  afterAll(async () => {
    await server?.kill();
    await cluster?.remove();
    await folders?.remove();
  });

  it('starts while PostgreSQL is down, answers 503, and finishes starting (and its rounds run) once it is back', async () => {
    server = await startServer({
      DATABASE_URL: cluster.url,
      DATA_DIR: folders.dataDir,
      STATIC_ROOT: folders.staticRoot,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_CONTENT: 'on',
    });
    expect(await request('/healthz')).toMatchObject({ status: 503, body: failure(NOT_READY) });
    expect(await request(HERO)).toMatchObject({ status: 503, body: failure(NOT_READY) });
    await expectStaticSite();

    await cluster.start();
    await waitUntilHealthy(server.origin);
    // The migrations, the administrator and the demo content, done once the database came back.
    const hero = JSON.parse((await request(HERO)).body);
    expect(hero.data.herotitle).toBe('Unleash Your Inner Warrior');
    const login = await request(`${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = JSON.parse(login.body).token;

    // The server's own rounds run once the start-up has, late as it was: a scheduled item appears.
    const scheduled = await request(`${API_PREFIX}/about/team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        teamtitle: 'Joins when scheduled',
        teamdescription: 'Text',
        status: 'scheduled',
        publishAt: new Date(Date.now() + 1_000).toISOString(),
      }),
    });
    expect(scheduled.status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (!(await request(`${API_PREFIX}/about/team`)).body.includes('Joins when scheduled')) {
      if (Date.now() > deadline) throw new Error('The scheduled team member never appeared');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  it('stays up when PostgreSQL stops under it, and serves again by itself once it is back', async () => {
    // Requests side by side leave the pool holding several idle connections.
    await Promise.all(Array.from({ length: 8 }, () => request('/healthz')));
    await cluster.stop();

    expect(await request('/healthz')).toMatchObject({ status: 503, body: failure(NOT_ANSWERING) });
    expect(await saveHero('While stopped')).toMatchObject({ status: 503, body: failure(UNAVAILABLE) });
    await expectStaticSite();
    expect(server.running()).toBe(true);

    await cluster.start();
    await waitUntilHealthy(server.origin);
    expect((await saveHero('After the restart')).status).toBe(200);
    expect(JSON.parse((await request(HERO)).body).data.herotitle).toBe('After the restart');
    expect(server.running()).toBe(true);
  });

  it('starts while the migrations wait longer than a plugin may take, and serves once they ran', async () => {
    const lockHolder = new pg.Client({ connectionString: cluster.url });
    await lockHolder.connect();
    let second: ServerProcess | undefined;
    try {
      // Another server migrating a large table holds the lock beyond Fastify's 10 s default.
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      second = await startServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: folders.dataDir,
        STATIC_ROOT: folders.staticRoot,
      });
      const origin = second.origin;
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(second.running()).toBe(true);
      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ success: false, error: NOT_READY });
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await waitUntilHealthy(origin);
      expect(second.output()).not.toContain('FST_ERR');
    } finally {
      await second?.kill();
      await lockHolder.end();
    }
  });

  it('answers 503 within 5 seconds while PostgreSQL is frozen, and serves again once it thaws', async () => {
    await cluster.freeze();
    try {
      const [health, save, uncachedRead, ...more] = await Promise.all([
        request('/healthz'),
        saveHero('While frozen'),
        request(`${HERO}?not-in-the-cache`),
        // More at once than the pool has connections.
        ...Array.from({ length: 12 }, () => request('/healthz')),
      ]);
      expect(health).toMatchObject({ status: 503, body: failure(NOT_ANSWERING) });
      expect(save).toMatchObject({ status: 503, body: failure(UNAVAILABLE) });
      expect(uncachedRead).toMatchObject({ status: 503, body: failure(UNAVAILABLE) });
      for (const answer of [health, save, uncachedRead, ...more]) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(5_000);
      }
      await expectStaticSite();
    } finally {
      await cluster.thaw();
    }
    await waitUntilHealthy(server.origin);
    expect((await saveHero('After the thaw')).status).toBe(200);
    expect(JSON.parse((await request(HERO)).body).data.herotitle).toBe('After the thaw');
    expect(server.running()).toBe(true);
  });
});
