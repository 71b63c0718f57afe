import pg from 'pg';
import { API_PREFIX, remoteRegistryPaths } from '@academy/contracts';
import { migrationFiles } from '../src/db/migrate';
import { pngFile } from '../test/helpers/images';
import { multipartBody } from '../test/helpers/multipart';
import { releaseFiles, startOrigin, writeShellManifest } from '../test/helpers/remoteReleases';
import { type ServerProcess, startServer, waitUntilHealthy } from '../test/helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/helpers/testApp';
import { PostgresCluster, clusterPort } from './postgresCluster';
import { siteFolders } from './siteFolders';

jest.setTimeout(120_000);

const HERO = `${API_PREFIX}/home/hero`;
const DEPLOY_TOKEN = 'deploy-token-for-two-servers-0123456789';

describe('two servers on one PostgreSQL and one uploads folder', () => {
  let cluster: PostgresCluster;
  let folders: Awaited<ReturnType<typeof siteFolders>>;
  let one: ServerProcess;
  let other: ServerProcess;
  let token: string;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;

  const heroTitle = async (server: ServerProcess) => {
    const body = (await (await fetch(`${server.origin}${HERO}`)).json()) as { data: { herotitle: string } };
    return body.data.herotitle;
  };
  const saveHero = async (
    server: ServerProcess,
    title: string,
    image?: Awaited<ReturnType<typeof pngFile>>,
  ) => {
    const form = await multipartBody({
      herotitle: title,
      herodescription: 'Text',
      ...(image ? { heroimg: image } : {}),
    });
    const response = await fetch(`${server.origin}${HERO}`, {
      method: 'PUT',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(form.payload),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { heroimg: string } }).data;
  };

  beforeAll(async () => {
    [cluster, folders, cdn] = await Promise.all([
      PostgresCluster.create(clusterPort(2)),
      siteFolders(),
      startOrigin({
        ...releaseFiles('/about/1.1.0', 'about', '1.1.0'),
        ...releaseFiles('/about/1.2.0', 'about', '1.2.0'),
      }),
    ]);
    await writeShellManifest(folders.staticRoot);
    await cluster.start();
  });
  afterAll(async () => {
    await Promise.all([one?.kill(), other?.kill(), cdn?.close()]);
    await cluster?.remove();
    await folders?.remove();
  });

  it('start together on an empty database, which is migrated and filled with demo content once', async () => {
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: folders.dataDir,
      STATIC_ROOT: folders.staticRoot,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_CONTENT: 'on',
      REMOTE_ORIGINS: cdn.origin,
      DEPLOY_TOKEN,
    };
    [one, other] = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all([waitUntilHealthy(one.origin), waitUntilHealthy(other.origin)]);

    // The platform's and the sections' migrations, each applied by one server only.
    const migrations = (await migrationFiles()).map((migration) => migration.name);
    expect(migrations).toEqual(expect.arrayContaining(['0003_blog_details.sql']));
    const applied = `${one.output()}${other.output()}`.match(/"msg":"Applied migration /g) ?? [];
    expect(applied).toHaveLength(migrations.length);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(migrations.sort());
    } finally {
      await client.end();
    }
    const gallery = (await (await fetch(`${other.origin}${API_PREFIX}/home/gallery`)).json()) as {
      data: unknown[];
    };
    expect(gallery.data).toHaveLength(5);
  });

  it('share sessions: signed in through one, an administrator saves through the other', async () => {
    const login = await fetch(`${one.origin}${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    await saveHero(other, 'Saved through the other server');
    expect(await heroTitle(one)).toBe('Saved through the other server');
  });

  it('read a save made through either of them at once', async () => {
    for (const [writer, reader] of [
      [one, other],
      [other, one],
      [one, other],
      [other, one],
    ]) {
      const before = await heroTitle(reader);
      const title = `${before} and again`;
      await saveHero(writer, title);
      expect(await heroTitle(reader)).toBe(title);
    }
  });

  it('serve an image uploaded through either of them', async () => {
    const { heroimg } = await saveHero(one, 'With a picture', await pngFile());
    const image = await fetch(`${other.origin}${heroimg}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('load a remote from where the registry says, changed through either of them, at the next load', async () => {
    const aboutOn = async (server: ServerProcess) =>
      ((await (await fetch(`${server.origin}/runtime-config.json`)).json()) as { remotes: { about: string } })
        .remotes.about;
    const registry = async (server: ServerProcess, method: string, path: string, body?: object) => {
      const response = await fetch(`${server.origin}${API_PREFIX}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${DEPLOY_TOKEN}`,
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      });
      expect(response.status).toBe(200);
    };
    for (const [writer, version] of [
      [one, '1.1.0'],
      [other, '1.2.0'],
    ] as const) {
      const url = `${cdn.origin}/about/${version}/mf-manifest.json`;
      await registry(writer, 'PUT', remoteRegistryPaths.remote('about'), { url });
      expect([await aboutOn(one), await aboutOn(other)]).toEqual([url, url]);
    }
    await registry(one, 'POST', remoteRegistryPaths.rollback('about'));
    const back = `${cdn.origin}/about/1.1.0/mf-manifest.json`;
    expect([await aboutOn(one), await aboutOn(other)]).toEqual([back, back]);
  });
});
