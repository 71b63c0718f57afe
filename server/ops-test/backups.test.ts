import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, type SectionDefinition } from '@academy/contracts';
import { loadSections } from '../src/sections/discover';
import {
  TEST_BACKUP_KEY,
  archiveEntries,
  corruptedCopy,
  rowsOf,
  truncatedCopy,
  writeArchiveWith,
} from '../test/helpers/backupArchives';
import { type ServerProcess, startServer, waitUntilHealthy } from '../test/helpers/serverProcess';
import { PostgresCluster, clusterPort } from './postgresCluster';

// The documented way to move a site to PostgreSQL and back, with the real commands, servers and
// build: a backup of the embedded database restored into PostgreSQL, and that one's backup
// restored into a new embedded database, each then serving what the first served, byte for byte.

jest.setTimeout(300_000);

const REPO_ROOT = path.resolve(__dirname, '../..');
const OWNER = { email: 'owner@example.org', password: 'Kata-and-kumite-2026' };
const NOTHING_CHANGED = / Nothing was changed\.\n$/;

/** A command of the project (`npm run backup`/`restore`) as a process; resolves once it exits. */
function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], {
    cwd: REPO_ROOT,
    // The commands and the servers share one BACKUP_KEY, as a deployment's settings do.
    env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: TEST_BACKUP_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited, stderr: () => stderr };
}

const run = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  command(script, args, env).exited;

async function stop(server: ServerProcess): Promise<void> {
  if (!server.running()) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function signInToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Every public read of every section, by its definition: records, lists and their items, slots. */
async function publicReads(origin: string, sections: SectionDefinition[]): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  /** Keeps the answer's status and text; resolves to its body, parsed when it is JSON. */
  const read = async (route: string) => {
    const response = await fetch(`${origin}${API_PREFIX}${route}`);
    const text = await response.text();
    answers[route] = `${response.status} ${text}`;
    return JSON.parse(text) as { data?: { _id: string }[] };
  };
  for (const section of sections) {
    for (const record of Object.values(section.records)) await read(record.path);
    for (const list of Object.values(section.lists)) {
      const items = await read(list.path);
      for (const item of items.data ?? []) await read(`${list.path}/${encodeURIComponent(item._id)}`);
    }
    for (const slots of Object.values(section.slots)) {
      await read(slots.path);
      for (const position of slots.positions) await read(`${slots.path}/${position}`);
    }
  }
  return answers;
}

/** Every page of the sitemap as the server renders it for a visitor. */
async function pages(origin: string): Promise<Record<string, string>> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(paths.length).toBeGreaterThan(5);
  const html: Record<string, string> = {
    '/sitemap.xml': sitemap.replaceAll(/<lastmod>[^<]*<\/lastmod>/g, ''),
  };
  for (const page of paths) {
    const response = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
    html[page] = `${response.status} ${await response.text()}`;
  }
  return html;
}

/** Every upload file (served and in the trash's folder) by its SHA-256, and what the server serves. */
async function uploads(dataDir: string, origin: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of ['uploads', 'uploads-trash']) {
    for (const name of await fs.readdir(path.join(dataDir, folder))) {
      const bytes = await fs.readFile(path.join(dataDir, folder, name));
      files[`${folder}/${name}`] = createHash('sha256').update(bytes).digest('hex');
      if (folder === 'uploads') {
        const served = Buffer.from(await (await fetch(`${origin}/uploads/${name}`)).arrayBuffer());
        expect(served.equals(bytes)).toBe(true);
      }
    }
  }
  return files;
}

interface SiteView {
  reads: Record<string, string>;
  pages: Record<string, string>;
  files: Record<string, string>;
}

describe('backups: from the embedded database to PostgreSQL and back', () => {
  const built = existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'server', 'render.js'));
  const sections = loadSections().map((section) => section.definition);
  let work: string;
  let cluster: PostgresCluster;
  let original: SiteView;
  const servers: ServerProcess[] = [];
  const folder = (name: string) => path.join(work, name);

  const view = async (server: ServerProcess, dataDir: string): Promise<SiteView> => ({
    reads: await publicReads(server.origin, sections),
    pages: await pages(server.origin),
    files: await uploads(dataDir, server.origin),
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ DATABASE_URL: '', BACKUP_KEY: TEST_BACKUP_KEY, ...env });
    servers.push(server);
    await waitUntilHealthy(server.origin, 60_000);
    return server;
  };

  beforeAll(async () => {
    if (!built) throw new Error('This test compares server-rendered pages: run `npm run build` first.');
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-ops-backups-'));
    cluster = await PostgresCluster.create(clusterPort(4));
    await cluster.start();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await cluster?.remove();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('carries every public read, page and upload across, and the owner signs in with the same password', async () => {
    // The site as an academy runs it: the demo content, an item in the trash, a draft.
    const first = await start({
      DATA_DIR: folder('embedded'),
      DEMO_CONTENT: 'on',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    });
    const token = await signInToken(first.origin);
    const authorization = `Bearer ${token}`;
    const team = (await (await fetch(`${first.origin}${API_PREFIX}/about/team`)).json()) as {
      data: { _id: string }[];
    };
    const trashed = await fetch(`${first.origin}${API_PREFIX}/about/team/${team.data[0]._id}`, {
      method: 'DELETE',
      headers: { authorization },
    });
    expect(trashed.status).toBe(200);
    const draft = await fetch(`${first.origin}${API_PREFIX}/home/hero/draft`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ herotitle: 'A draft nobody sees', herodescription: 'Later' }),
    });
    expect(draft.status).toBe(200);
    original = await view(first, folder('embedded'));
    expect(Object.keys(original.files).some((name) => name.startsWith('uploads-trash/'))).toBe(true);

    // A backup while the server runs: the embedded database is its, so it makes the archive.
    const fromEmbedded = await run('backup', [folder('embedded.tar.gz')], { DATA_DIR: folder('embedded') });
    expect(fromEmbedded.stdout).toMatch(
      /^Backed up the site to .+embedded\.tar\.gz \(.+, made by the running server\)/,
    );
    expect(fromEmbedded.code).toBe(0);
    await stop(first);

    // Into PostgreSQL: the documented move.
    const intoPostgres = await run('restore', [folder('embedded.tar.gz')], {
      DATA_DIR: folder('postgres'),
      DATABASE_URL: cluster.url,
    });
    expect(intoPostgres.stderr).toBe('');
    // Before it commits, the restore tells who will be able to sign in.
    expect(intoPostgres.stdout).toMatch(
      /^The restored site has 1 staff account:\n {2}owner@example\.org \(owner\)\nRestored the backup of .+ into PostgreSQL \(DATABASE_URL\): \d+ rows/,
    );
    const onPostgres = await start({ DATA_DIR: folder('postgres'), DATABASE_URL: cluster.url });
    expect(await view(onPostgres, folder('postgres'))).toEqual(original);
    // No ADMIN_PASSWORD here: the password is the archive's.
    await signInToken(onPostgres.origin);

    const whileServing = await run('restore', [folder('embedded.tar.gz'), '--replace'], {
      DATA_DIR: folder('postgres'),
      DATABASE_URL: cluster.url,
    });
    expect(whileServing.code).toBe(1);
    expect(whileServing.stderr).toMatch(/^1 server is running on this database: stop it before restoring/);

    const fromPostgres = await run('backup', [folder('postgres.tar.gz')], {
      DATA_DIR: folder('postgres'),
      DATABASE_URL: cluster.url,
    });
    expect(fromPostgres.code).toBe(0);
    await stop(onPostgres);

    // And back into a new embedded database.
    const back = await run('restore', [folder('postgres.tar.gz')], { DATA_DIR: folder('back') });
    expect(back.stdout).toMatch(/\nRestored the backup of .+ into the embedded database in /);
    const embeddedAgain = await start({ DATA_DIR: folder('back') });
    expect(await view(embeddedAgain, folder('back'))).toEqual(original);
    await signInToken(embeddedAgain.origin);
    await stop(embeddedAgain);
  });

  it('refuses a corrupted, a truncated and a newer archive, and a site without --replace, changing nothing', async () => {
    const good = folder('postgres.tar.gz');
    await corruptedCopy(good, folder('corrupted.tar.gz'));
    await truncatedCopy(good, folder('truncated.tar.gz'));
    await writeArchiveWith(folder('newer.tar.gz'), await archiveEntries(good), (manifest) => {
      manifest.migrations.push('9999_next_year.sql');
      manifest.migrationLevel = '9999_next_year.sql';
    });
    await writeArchiveWith(folder('unsigned.tar.gz'), await archiveEntries(good), () => undefined, {
      key: null,
    });
    const refusals: [string, string[], RegExp][] = [
      ['corrupted.tar.gz', ['--replace'], /^The archive does not pass its check with this BACKUP_KEY: /],
      ['truncated.tar.gz', ['--replace'], /^The archive does not pass its check with this BACKUP_KEY: /],
      // Made without the key (as a forger would, or a version before BACKUP_KEY).
      ['unsigned.tar.gz', ['--replace'], /^This archive is not encrypted with a BACKUP_KEY, .+ --unsigned\./],
      [
        'newer.tar.gz',
        ['--replace'],
        /^This backup comes from a newer version of the site: .+9999_next_year\.sql/,
      ],
      ['postgres.tar.gz', [], /^The database already holds a site \(rows in .+\)\. Add --replace/],
    ];
    for (const [file, flags, sentence] of refusals) {
      const refused = await run('restore', [folder(file), ...flags], { DATA_DIR: folder('back') });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(sentence);
      expect(refused.stderr).toMatch(NOTHING_CHANGED);
    }
    // Without BACKUP_KEY neither command starts.
    for (const script of ['backup', 'restore'] as const) {
      const keyless = await run(script, [folder(`keyless-${script}.tar.gz.enc`)], {
        DATA_DIR: folder('back'),
        BACKUP_KEY: '',
      });
      expect(keyless.code).toBe(1);
      expect(keyless.stderr).toMatch(/^Backups need BACKUP_KEY \(32 or more characters\)/);
    }
    const server = await start({ DATA_DIR: folder('back') });
    expect(await view(server, folder('back'))).toEqual(original);
    await stop(server);
  });

  it('restores an archive made before BACKUP_KEY with --unsigned, and says so', async () => {
    const unsigned = await run('restore', [folder('unsigned.tar.gz'), '--replace', '--unsigned'], {
      DATA_DIR: folder('unsigned'),
      BACKUP_KEY: '',
    });
    expect(unsigned.code).toBe(0);
    expect(unsigned.stderr).toMatch(/^Restoring with --unsigned: /);
    expect(unsigned.stdout).toMatch(
      /\nRestored an unsigned archive \(--unsigned\)\. Restored the backup of /,
    );
    const server = await start({ DATA_DIR: folder('unsigned') });
    expect(await view(server, folder('unsigned'))).toEqual(original);
    await stop(server);
  });

  it('leaves the old site whole when a restore with --replace is killed (kill -9) before it commits', async () => {
    // Another site: the same one with a new hero title and no uploads in the trash's folder.
    await writeArchiveWith(
      folder('other.tar.gz'),
      await changedSite(folder('postgres.tar.gz')),
      () => undefined,
    );
    const restoring = command('restore', [folder('other.tar.gz'), '--replace'], {
      DATA_DIR: folder('back'),
      ACADEMY_FAILPOINT: 'restore-before-commit',
    });
    await waitFor(() => restoring.stderr().includes('Paused before the commit'));
    restoring.child.kill('SIGKILL');
    await restoring.exited;

    const server = await start({ DATA_DIR: folder('back') });
    expect(await view(server, folder('back'))).toEqual(original);
    await stop(server);

    // The same restore, left to finish, does replace the site.
    const finished = await run('restore', [folder('other.tar.gz'), '--replace'], {
      DATA_DIR: folder('back'),
    });
    expect(finished.code).toBe(0);
    const replaced = await start({ DATA_DIR: folder('back') });
    const hero = (await (await fetch(`${replaced.origin}${API_PREFIX}/home/hero`)).json()) as {
      data: { herotitle: string };
    };
    expect(hero.data.herotitle).toBe(CHANGED_TITLE);
    await stop(replaced);
  });
});

const CHANGED_TITLE = 'A site restored over another';

/** An archive's entries with the home hero's title changed. */
async function changedSite(file: string): Promise<Map<string, Buffer>> {
  const entries = await archiveEntries(file);
  const blocks = rowsOf(entries, 'content_blocks').map((row) =>
    row.section === 'home' && row.block === 'hero'
      ? { ...row, fields: { ...(row.fields as object), herotitle: CHANGED_TITLE } }
      : row,
  );
  entries.set(
    'database/content_blocks.jsonl',
    Buffer.from(blocks.map((row) => `${JSON.stringify(row)}\n`).join('')),
  );
  return entries;
}

async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
