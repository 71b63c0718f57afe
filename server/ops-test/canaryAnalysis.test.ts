import pg from 'pg';
import { API_PREFIX, HEALTH_REPORT_PATH, remoteRegistryPaths } from '@academy/contracts';
import { readOutbox } from '../test/helpers/outbox';
import { releaseFiles, startOrigin, writeShellManifest } from '../test/helpers/remoteReleases';
import { type ServerProcess, startServer, waitUntilHealthy } from '../test/helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/helpers/testApp';
import { PostgresCluster, clusterPort } from './postgresCluster';
import { siteFolders } from './siteFolders';

jest.setTimeout(120_000);

const DEPLOY_TOKEN = 'deploy-token-for-the-ops-tests-0123456789';
const MIN_VIEWS = 20;
const DECIDED = 'Canary analysis rolled back the canary of about';

/** Waits until `check` holds: canary analysis runs on its own, every second here. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Canary analysis on two real server processes sharing one PostgreSQL cluster, with one-second
// turns: each turn is claimed by one of them (its row in canary_turns), both take turns, and a
// canary that fails is rolled back once, with one history entry, one audit entry and one mail.
describe('canary analysis with two servers on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let folders: Awaited<ReturnType<typeof siteFolders>>;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  let servers: ServerProcess[] = [];
  let db: pg.Client;
  const release = (version: string) => `${cdn.origin}/about/${version}/mf-manifest.json`;

  async function send(server: ServerProcess, method: string, route: string, body?: object) {
    const response = await fetch(`${server.origin}${API_PREFIX}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${DEPLOY_TOKEN}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  /** A page view's health report, as a visitor's browser sends it to either server. */
  async function report(server: ServerProcess, version: string, arm: 'stable' | 'canary', failed: boolean) {
    const response = await fetch(`${server.origin}${HEALTH_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        path: '/about',
        remotes: [{ remote: 'about', release: version, arm, errors: failed ? ['render'] : [] }],
      }),
    });
    expect(response.status).toBe(204);
  }

  const rows = async <T>(query: string) => (await db.query(query)).rows as T[];

  beforeAll(async () => {
    [cluster, folders, cdn] = await Promise.all([
      PostgresCluster.create(clusterPort(8)),
      siteFolders(),
      startOrigin({
        ...releaseFiles('/about/1.0.0', 'about', '1.0.0'),
        ...releaseFiles('/about/1.1.0', 'about', '1.1.0'),
      }),
    ]);
    await Promise.all([cluster.start(), writeShellManifest(folders.staticRoot)]);
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: folders.dataDir,
      STATIC_ROOT: folders.staticRoot,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEPLOY_TOKEN,
      REMOTE_ORIGINS: cdn.origin,
      CANARY_CHECK_SECONDS: '1',
      CANARY_MIN_VIEWS: String(MIN_VIEWS),
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all(servers.map((server) => waitUntilHealthy(server.origin)));
    db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await Promise.all(servers.map((server) => server.kill()));
    await cluster?.remove();
    await folders?.remove();
    await cdn?.close();
  });

  it('takes turns between the servers, and rolls a failing canary back once: one history entry, one audit entry, one mail', async () => {
    const [one, other] = servers;
    await send(one, 'PUT', remoteRegistryPaths.remote('about'), { url: release('1.0.0') });
    await send(other, 'PUT', remoteRegistryPaths.canary('about'), { url: release('1.1.0'), percent: 50 });

    // Both servers take turns judging it (each turn one of them, whichever looks first).
    const judges = () => rows<{ judged_by: string }>('SELECT DISTINCT judged_by FROM canary_turns');
    await eventually(judges, (found) => found.length === 2);

    // Visitors of both arms through both servers; a third of the canary's views fail.
    await Promise.all(
      Array.from({ length: 3 * MIN_VIEWS }, (_, view) =>
        Promise.all([
          report(servers[view % 2], '1.0.0', 'stable', false),
          report(servers[(view + 1) % 2], '1.1.0', 'canary', view % 3 === 0),
        ]),
      ),
    );

    const about = async () =>
      (
        (await send(other, 'GET', remoteRegistryPaths.registry)).remotes as {
          name: string;
          canary: unknown;
        }[]
      ).find((entry) => entry.name === 'about')!;
    await eventually(about, (entry) => entry.canary === null);
    // Several turns more, each claimed by one server, find nothing left to decide.
    const [{ decidedAt }] = await rows<{ decidedAt: Date }>(
      `SELECT changed_at AS "decidedAt" FROM remote_registry_changes WHERE action = 'canary-rollback'`,
    );
    await eventually(
      () =>
        rows<{ turns: number }>(
          `SELECT count(*)::int AS turns FROM canary_turns WHERE due_at > '${decidedAt.toISOString()}'`,
        ),
      ([{ turns }]) => turns >= 3,
    );

    const decisions = await rows<{ action: string; changed_by: string }>(
      `SELECT action, changed_by FROM remote_registry_changes WHERE remote = 'about' AND changed_by = 'canary analysis'`,
    );
    expect(decisions).toEqual([{ action: 'canary-rollback', changed_by: 'canary analysis' }]);
    const audited = await rows<{ account_name: string }>(
      `SELECT account_name FROM audit_log WHERE action = 'canary rolled back'`,
    );
    expect(audited).toEqual([{ account_name: 'canary analysis' }]);
    const mail = await readOutbox(folders.dataDir);
    expect(
      mail.filter((message) => message.includes('Subject: Canary of about 1.1.0 rolled back')),
    ).toHaveLength(1);
    expect(servers.map((server) => server.output().split(DECIDED).length - 1).sort()).toEqual([0, 1]);
  });
});
