import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FILES_LIST,
  type ReleasedRemote,
  findRemote,
  manifestUrlPath,
  release,
  releaseVersion,
} from '../release';
import { RELEASE_FILE } from '@academy/contracts';

// `npm run release -- <remote>` with a stand-in for webpack: the naming, the refusals, and that a
// release is never overwritten nor left half made. (A real release is built end to end by e2e.)
const root = path.resolve(__dirname, '..', '..');
const BUILD_ID = '3f9a2c1b7d5e4f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4';
const VERSION = '2.1.0-3f9a2c1b7d';

/** The files a build writes, by their paths in its folder. */
type Build = Record<string, string>;

const PAGE_BUILD: Build = {
  'mf-manifest.json': '{"name":"about"}',
  'build-id.txt': BUILD_ID,
  'remoteEntry.js': 'var about;',
  '412.89abcdef.js': 'var chunk;',
  'server/build-id.txt': BUILD_ID,
  'server/remoteEntry.js': 'exports.init = () => {};',
  'server/173.a7218c1c.js': 'exports.x = 1;',
};

function writeFiles(dir: string, files: Build) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

const sha256 = (content: string | Buffer) => crypto.createHash('sha256').update(content);

/** What a browser's Subresource Integrity check compares: `sha256-<base64>`. */
const integrity = (content: string | Buffer) => `sha256-${sha256(content).digest('base64')}`;

/** Every file under `dir` with its content. */
function filesUnder(dir: string): Build {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, 'utf8')];
      }),
  );
}

describe('a release', () => {
  let releasesDir: string;
  let remote: ReleasedRemote;
  const options = (build: Build | (() => Promise<never>)) => ({
    releasesDir,
    fingerprint: () => BUILD_ID,
    build: async (_remote: ReleasedRemote, outDir: string) =>
      typeof build === 'function' ? build() : writeFiles(outDir, build),
  });

  let work: string;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-release-'));
    releasesDir = path.join(work, 'releases');
    remote = { name: 'about', kind: 'pages', dir: path.join(work, 'remotes', 'about') };
    writeFiles(remote.dir, {
      'package.json': JSON.stringify({ name: '@academy/section-about', version: '2.1.0' }),
    });
  });

  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('is named by the package version and the build id, and says where its manifest is', () => {
    expect(releaseVersion('2.1.0', BUILD_ID)).toBe(VERSION);
    expect(manifestUrlPath('admin-about', VERSION)).toBe(`/releases/admin-about/${VERSION}/mf-manifest.json`);
  });

  const SERVER_FILES_LIST = `${JSON.stringify(['173.a7218c1c.js', 'build-id.txt', 'remoteEntry.js'], null, 2)}\n`;

  it('is built into releases/<remote>/<version>, its server build listing its files', async () => {
    const made = await release(remote, options(PAGE_BUILD));
    const folder = path.join(releasesDir, 'about', VERSION);
    expect(made).toEqual({
      version: VERSION,
      folder,
      manifest: `/releases/about/${VERSION}/mf-manifest.json`,
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      created: true,
    });
    expect(filesUnder(folder)).toEqual({
      ...PAGE_BUILD,
      [`server/${FILES_LIST}`]: SERVER_FILES_LIST,
      [RELEASE_FILE]: expect.any(String),
    });
    // Nothing else beside it: the temporary folder it was built in is gone.
    expect(fs.readdirSync(path.join(releasesDir, 'about'))).toEqual([VERSION]);
  });

  it('is pinned by release.json: every other file of it with its integrity, keys sorted', async () => {
    const made = await release(remote, options(PAGE_BUILD));
    const pin = fs.readFileSync(path.join(made.folder, RELEASE_FILE), 'utf8');
    const files = { ...PAGE_BUILD, [`server/${FILES_LIST}`]: SERVER_FILES_LIST };
    const sortedFiles = Object.fromEntries(
      Object.keys(files)
        .sort()
        .map((file) => [file, integrity(files[file])]),
    );
    expect(pin).toBe(
      `${JSON.stringify({ remote: 'about', version: VERSION, buildId: BUILD_ID, files: sortedFiles }, null, 2)}\n`,
    );
    expect(Object.keys(JSON.parse(pin).files)).toEqual([
      '412.89abcdef.js',
      'build-id.txt',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/173.a7218c1c.js',
      'server/build-id.txt',
      `server/${FILES_LIST}`,
      'server/remoteEntry.js',
    ]);
    // Its digest is what a registry entry pins.
    expect(made.digest).toBe(sha256(pin).digest('hex'));
  });

  it('lists each file as it is on disk, so a file changed afterwards no longer matches', async () => {
    const made = await release(remote, options(PAGE_BUILD));
    const { files } = JSON.parse(fs.readFileSync(path.join(made.folder, RELEASE_FILE), 'utf8')) as {
      files: Record<string, string>;
    };
    const onDisk = filesUnder(made.folder);
    delete onDisk[RELEASE_FILE];
    expect(files).toEqual(
      Object.fromEntries(Object.entries(onDisk).map(([file, content]) => [file, integrity(content)])),
    );
    const entry = path.join(made.folder, 'server', 'remoteEntry.js');
    fs.appendFileSync(entry, '\nexports.changedOnTheOrigin = true;');
    expect(integrity(fs.readFileSync(entry))).not.toBe(files['server/remoteEntry.js']);
  });

  it('is never overwritten: the same sources are the same release', async () => {
    const first = await release(remote, options(PAGE_BUILD));
    const before = filesUnder(path.join(releasesDir, 'about', VERSION));
    const build = jest.fn();
    const again = await release(remote, { ...options(PAGE_BUILD), build });
    expect(again).toMatchObject({ version: VERSION, created: false, digest: first.digest });
    expect(build).not.toHaveBeenCalled();
    expect(filesUnder(path.join(releasesDir, 'about', VERSION))).toEqual(before);
  });

  it.each<[string, Build | (() => Promise<never>), RegExp]>([
    ['a failed build', () => Promise.reject(new Error('webpack failed')), /webpack failed/],
    [
      'a build with source maps',
      { ...PAGE_BUILD, 'remoteEntry.js.map': '{}' },
      /source maps: remoteEntry\.js\.map/,
    ],
    [
      'a server build of other sources',
      { ...PAGE_BUILD, 'server/build-id.txt': 'another' },
      /server build of about is missing or differs/,
    ],
    [
      'a public remote without its server build',
      Object.fromEntries(Object.entries(PAGE_BUILD).filter(([file]) => !file.startsWith('server/'))),
      /server build of about is missing or differs/,
    ],
    ['a build without its manifest', { 'build-id.txt': BUILD_ID }, /wrote no mf-manifest\.json/],
  ])('is refused after %s, which leaves nothing behind', async (_what, build, message) => {
    await expect(release(remote, options(build))).rejects.toThrow(message);
    expect(fs.readdirSync(path.join(releasesDir, 'about'))).toEqual([]);
  });

  it('of an admin remote has a browser build only', async () => {
    const screens = { ...remote, name: 'admin-about', kind: 'screens' as const };
    const browserOnly = Object.fromEntries(
      Object.entries(PAGE_BUILD).filter(([file]) => !file.startsWith('server/')),
    );
    const made = await release(screens, options(browserOnly));
    const { [RELEASE_FILE]: pin, ...built } = filesUnder(made.folder);
    expect(built).toEqual(browserOnly);
    expect(JSON.parse(pin)).toEqual({
      remote: 'admin-about',
      version: VERSION,
      buildId: BUILD_ID,
      files: Object.fromEntries(
        Object.entries(browserOnly).map(([file, content]) => [file, integrity(content)]),
      ),
    });
  });
});

describe('the remote to release', () => {
  it('is refused when unknown, with the remotes there are', () => {
    expect(() => findRemote('abuot', [{ name: 'about' }, { name: 'admin-about' }])).toThrow(
      'There is no remote "abuot". The remotes are: about, admin-about.',
    );
  });

  it.each([
    [['abuot'], /^There is no remote "abuot"\. The remotes are: (?=.*\babout\b)(?=.*\badmin-about\b).*\.$/],
    [[], /^Usage: npm run release -- <remote> {3}\(one of: (?=.*\babout\b).*\)$/],
    [['about', 'home'], /^Usage: npm run release -- <remote>/],
  ])(
    'npm run release -- %j is refused with a sentence, and builds nothing',
    (args, message) => {
      const releases = path.join(root, 'releases');
      const before = fs.existsSync(releases) ? fs.readdirSync(releases) : [];
      const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'release.js'), ...args], {
        cwd: root,
        encoding: 'utf8',
      });
      expect({ code: result.status, error: result.stderr.trim() }).toEqual({
        code: 1,
        error: expect.stringMatching(message),
      });
      expect(fs.existsSync(releases) ? fs.readdirSync(releases) : []).toEqual(before);
    },
    60_000,
  );
});
