import path from 'node:path';
import { eq } from 'drizzle-orm';
import { remoteRegistryPaths, staffPaths } from '@academy/contracts';
import { remoteReleases } from '../src/db/schema';
import { findPinnedRelease } from '../src/repositories/remoteReleases';
import { pinRelease } from '../src/routes/ops/remotes/releaseCheck';
import { RELEASE_INTEGRITY_FAILURE } from '../src/plugins/app/serving';
import type { HttpError } from '../src/services/httpErrors';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';
import { startOrigin, withReleaseFile, writeShellManifest } from './helpers/remoteReleases';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

// Pinned releases (docs/decisions/0034-pinned-releases.md): setting a registry entry to a release
// on another origin pins its release.json (the SHA-256 of every file) and keeps its digest; server
// rendering then runs only the files that match it. The other origin is a plain HTTP server on
// another port, as a CDN (REMOTE_ORIGINS takes http: for a loopback address), with the releases
// under /academy/.

const VERSION = '1.1.0-0123456789';
/** What the app's own build of about says; a release on the CDN says something else. */
const BUILT_HERE = 'Train with us';

describe('pinned releases', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  /** What the CDN serves, by path: a test changes a file there as an intruder would. */
  const cdnFiles: Record<string, string> = {};
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  const releaseUrl = (version: string) => `${cdn.origin}/academy/about/${version}/mf-manifest.json`;

  /** Puts a release of about on the CDN, with its release.json: answers its digest. */
  function publish(
    version: string,
    text: string,
    change: (files: Record<string, string>) => void = () => {},
  ) {
    const build = remoteBuild(text);
    change(build);
    const { files, digest } = withReleaseFile('about', version, build);
    Object.assign(cdnFiles, inFolder(`/academy/about/${version}`, files));
    return digest;
  }
  const pin = (url: string, fetch?: Parameters<typeof pinRelease>[0]['fetch']) =>
    pinRelease({ db: t.app.db, config: t.config, remote: 'about', url, now: t.app.now(), fetch });
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: HttpError) => ({ status: error.statusCode, error: error.message }),
    );
  const storedPins = async () => (await t.app.db.select().from(remoteReleases)).length;

  beforeAll(async () => {
    cdn = await startOrigin(cdnFiles);
    t = await createTestApp({ env: { REMOTE_ORIGINS: `${cdn.origin}/academy/` } });
    admin = await signIn(t.app);
    await writeShellManifest(t.config.staticRoot);
    await writeFiles(t.config.staticRoot, {
      ...shellBuild('one'),
      'shell/dist/index.html': '<!doctype html><title>Shell</title>',
      ...inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild(BUILT_HERE)),
    });
    await saveHomeHero(t, admin, 'Dojo');
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  describe('pinRelease', () => {
    it('pins a release on another origin: its release.json, stored once under its digest, and its version', async () => {
      const digest = publish(VERSION, 'Pinned');
      const url = releaseUrl(VERSION);
      expect(await pin(url)).toEqual({ url, digest, version: VERSION });
      expect(await pin(url)).toEqual({ url, digest, version: VERSION });
      const rows = await t.app.db.select().from(remoteReleases).where(eq(remoteReleases.digest, digest));
      expect(rows).toEqual([
        expect.objectContaining({
          digest,
          remote: 'about',
          version: VERSION,
          buildId: '0123456789abcdef0123456789abcdef',
          manifestUrl: url,
          releaseJson: cdnFiles[`/academy/about/${VERSION}/release.json`],
        }),
      ]);
      const pinned = await findPinnedRelease(t.app.db, digest);
      expect(pinned?.files['server/remoteEntry.js']).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
      expect(Object.keys(pinned!.files)).not.toContain('release.json');
    });

    it('needs no pin, and fetches nothing, for a build on this server’s own disk', async () => {
      const fetchNothing = () => Promise.reject(new Error('nothing is fetched'));
      const local: [string, string][] = [
        ['/remotes/about/mf-manifest.json', 'local'],
        ['/releases/about/1.2.0-abc/mf-manifest.json', '1.2.0-abc'],
        [`${t.config.publicUrl}/releases/about/1.2.0-abc/mf-manifest.json`, '1.2.0-abc'],
      ];
      for (const [url, version] of local) {
        expect(await pin(url, fetchNothing)).toEqual({ url, digest: null, version });
      }
    });

    it.each([
      [
        'https://evil.example/academy/about/1.0.0/mf-manifest.json',
        () =>
          `https://evil.example is not an origin remotes may be loaded from (this site or ${cdn.origin}/academy/): add it to REMOTE_ORIGINS first.`,
      ],
      [
        'http://cdn.example.org/academy/about/1.0.0/mf-manifest.json',
        () =>
          `http://cdn.example.org is not an origin remotes may be loaded from (this site or ${cdn.origin}/academy/): add it to REMOTE_ORIGINS first.`,
      ],
      [
        '{cdn}/other/about/1.0.0/mf-manifest.json',
        () =>
          `${cdn.origin}/other/about/1.0.0/mf-manifest.json is outside ${cdn.origin}/academy/, where remotes may be loaded from on ${cdn.origin} (REMOTE_ORIGINS).`,
      ],
      [
        '{cdn}/academy/\t/about/mf-manifest.json',
        () =>
          `"${cdn.origin}/academy/\\t/about/mf-manifest.json" is not written as it is read (it holds a tab or a line break, which a URL parser drops): give the manifest's URL as it is.`,
      ],
      [
        '{cdn}/academy/about/1.0.0\n/mf-manifest.json',
        () =>
          `"${cdn.origin}/academy/about/1.0.0\\n/mf-manifest.json" is not written as it is read (it holds a tab or a line break, which a URL parser drops): give the manifest's URL as it is.`,
      ],
      [
        '{cdn}/academy\\..\\other/mf-manifest.json',
        () =>
          `"${cdn.origin}/academy\\\\..\\\\other/mf-manifest.json" is not written as it is read (it holds a backslash, which a URL parser reads as a slash): give the manifest's URL as it is.`,
      ],
      [
        '{cdn}/academy/%2e%2e/other/mf-manifest.json',
        () =>
          `"${cdn.origin}/academy/%2e%2e/other/mf-manifest.json" is not written as it is read (it holds an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode): give the manifest's URL as it is.`,
      ],
      [
        '{cdn}/academy/./../other/mf-manifest.json',
        () =>
          `"${cdn.origin}/academy/./../other/mf-manifest.json" is not written as it is read (it reads as ${cdn.origin}/other/mf-manifest.json): give the manifest's URL as it is.`,
      ],
      [
        '/\t/evil.example/about/mf-manifest.json',
        () =>
          '"/\t/evil.example/about/mf-manifest.json" is not a manifest URL: give a path on this site or an http(s) URL.',
      ],
      [
        '/\\evil.example/about/mf-manifest.json',
        () =>
          '"/\\evil.example/about/mf-manifest.json" is not a manifest URL: give a path on this site or an http(s) URL.',
      ],
      [
        '/rem\totes/about/mf-manifest.json',
        () =>
          `"/rem\\totes/about/mf-manifest.json" is not written as it is read (it holds a tab or a line break, which a URL parser drops): give the manifest's URL as it is.`,
      ],
      [
        '/remotes/admin-about/%2e%2e/about/mf-manifest.json',
        () =>
          `"/remotes/admin-about/%2e%2e/about/mf-manifest.json" is not written as it is read (it holds an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode): give the manifest's URL as it is.`,
      ],
    ])('refuses %j with a 400 and a sentence, fetching and storing nothing', async (written, error) => {
      const before = await storedPins();
      const fetchNothing = () => Promise.reject(new Error('nothing is fetched'));
      const url = written.replace('{cdn}', cdn.origin);
      expect(await refusalOf(pin(url, fetchNothing))).toEqual({ status: 400, error: error() });
      expect(await storedPins()).toBe(before);
    });

    it('refuses with a 422 and a sentence, storing nothing, a release without a valid release.json or whose manifest does not match it', async () => {
      const before = await storedPins();
      const missing = releaseUrl('9.9.9');
      const refusals: [string, string][] = [
        [
          missing,
          `${cdn.origin}/academy/about/9.9.9/release.json could not be fetched: ${cdn.origin} answered 404.`,
        ],
      ];
      const broken = (version: string, release: (text: string) => string, error: string) => {
        publish(version, 'Broken');
        const file = `/academy/about/${version}/release.json`;
        cdnFiles[file] = release(cdnFiles[file]);
        refusals.push([releaseUrl(version), error.replace('{url}', releaseUrl(version))]);
      };
      const edited =
        (edit: (release: Record<string, unknown> & { files: Record<string, string> }) => void) =>
        (text: string) => {
          const release = JSON.parse(text) as Record<string, unknown> & { files: Record<string, string> };
          edit(release);
          return JSON.stringify(release);
        };
      broken(
        'not-json',
        () => '<html>',
        'The release.json beside {url} is not a JSON object: write it with npm run release.',
      );
      broken(
        'of-home',
        edited((release) => (release.remote = 'home')),
        'The release.json beside {url} is the release of "home", not of "about".',
      );
      broken(
        'no-version',
        edited((release) => (release.version = '../1.0')),
        'The release.json beside {url} gives no version such as 1.0.0-3f9a2c1b7d.',
      );
      broken(
        'escaping',
        edited((release) => (release.files['../../escaped.js'] = release.files['mf-manifest.json'])),
        'The release.json beside {url} lists "../../escaped.js", which is no path in the release\'s folder.',
      );
      broken(
        'not-sri',
        edited((release) => (release.files['remoteEntry.js'] = 'md5-abc')),
        'The release.json beside {url} gives remoteEntry.js "md5-abc", which is no sha256-<base64> integrity.',
      );
      broken(
        'no-manifest',
        edited((release) => delete release.files['mf-manifest.json']),
        'The release.json beside {url} does not list mf-manifest.json.',
      );
      broken(
        'too-large',
        (text) => text.replace('{', `{"padding":"${'x'.repeat(1024 * 1024)}",`),
        `${cdn.origin}/academy/about/too-large/release.json could not be fetched: it is larger than 1048576 bytes.`,
      );
      publish('changed-manifest', 'Changed');
      const pinnedManifest = cdnFiles['/academy/about/changed-manifest/mf-manifest.json'];
      cdnFiles['/academy/about/changed-manifest/mf-manifest.json'] = pinnedManifest.replace(
        '"about"',
        '"about" ',
      );
      refusals.push([
        releaseUrl('changed-manifest'),
        `The manifest at ${releaseUrl('changed-manifest')} does not match its release.json (which pins ${
          JSON.parse(cdnFiles['/academy/about/changed-manifest/release.json']).files['mf-manifest.json']
        }, not ${withReleaseFile('about', 'x', { 'mf-manifest.json': cdnFiles['/academy/about/changed-manifest/mf-manifest.json'] }).files['release.json'].match(/sha256-[^"]+/)![0]}): it changed after the release was made, so it is not trusted.`,
      ]);
      for (const [url, error] of refusals) {
        expect({ url, refusal: await refusalOf(pin(url)) }).toEqual({ url, refusal: { status: 422, error } });
      }
      expect(await storedPins()).toBe(before);
    });
  });

  describe('server rendering of a pinned release', () => {
    const setAbout = (url: string) =>
      t.app.inject({
        method: 'PUT',
        url: api(remoteRegistryPaths.remote('about')),
        headers: admin,
        payload: { url },
      });
    const page = () => t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    /** The audit log's integrity failures, as the Activity screen filters them. */
    const integrityFailures = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: api(`${staffPaths.audit}?action=${encodeURIComponent(RELEASE_INTEGRITY_FAILURE)}`),
        headers: admin,
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json().data.entries as Record<string, string>[]).map(
        ({ accountName, path: auditedPath, recordId, address }) => ({
          accountName,
          auditedPath,
          recordId,
          address,
        }),
      );
    };

    it('refuses, changing nothing, an entry outside REMOTE_ORIGINS or written otherwise than it reads', async () => {
      const entry = async () =>
        (await t.app.inject({ method: 'GET', url: api(remoteRegistryPaths.registry), headers: admin }))
          .json()
          .data.remotes.find((remote: { name: string }) => remote.name === 'about');
      const before = await entry();
      const pinsBefore = await storedPins();
      publish('3.0.0-outside', 'Never set');
      for (const [url, error] of [
        [
          'http://cdn.example.org/academy/about/1.0.0/mf-manifest.json',
          `http://cdn.example.org is not an origin remotes may be loaded from (this site or ${cdn.origin}/academy/): add it to REMOTE_ORIGINS first.`,
        ],
        [
          `${cdn.origin}/elsewhere/about/1.0.0/mf-manifest.json`,
          `${cdn.origin}/elsewhere/about/1.0.0/mf-manifest.json is outside ${cdn.origin}/academy/, where remotes may be loaded from on ${cdn.origin} (REMOTE_ORIGINS).`,
        ],
        [
          `${cdn.origin}/academy/about/%2e%2e/about/3.0.0-outside/mf-manifest.json`,
          `"${cdn.origin}/academy/about/%2e%2e/about/3.0.0-outside/mf-manifest.json" is not written as it is read (it holds an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode): give the manifest's URL as it is.`,
        ],
      ]) {
        const refused = await setAbout(url);
        expect({ status: refused.statusCode, error: refused.json().error }).toEqual({ status: 400, error });
      }
      expect(await entry()).toEqual(before);
      expect(await storedPins()).toBe(pinsBefore);
    });

    it('renders a release on another origin once it is pinned, with the digest in the entry', async () => {
      const digest = publish('2.0.0-render', 'From the CDN');
      const set = await setAbout(releaseUrl('2.0.0-render'));
      expect(set.statusCode).toBe(200);
      expect(set.json().data.current).toMatchObject({ digest, version: '2.0.0-render' });
      const rendered = await page();
      expect(rendered.body).toContain('<h1>Dojo</h1><p>From the CDN</p>');
      expect(await integrityFailures()).toEqual([]);
    });

    it('renders nothing from a release whose server file changed on its origin after it was pinned: its slot is left to the browser, the rest of the page renders, and the audit log names the remote and file', async () => {
      publish('2.0.0-changed', 'As released');
      expect((await setAbout(releaseUrl('2.0.0-changed'))).statusCode).toBe(200);
      cdnFiles['/academy/about/2.0.0-changed/server/text.txt'] = 'Changed on the CDN';
      const rendered = await page();
      expect(rendered.statusCode).toBe(200);
      expect(rendered.body).toContain('<h1>Dojo</h1><p>Loading...</p>');
      expect(rendered.body).not.toContain('Changed on the CDN');
      await t.app.backgroundTasksSettled();
      expect(await integrityFailures()).toEqual([
        {
          accountName: 'server',
          auditedPath: remoteRegistryPaths.remote('about'),
          recordId: 'server/text.txt',
          address: cdn.origin,
        },
      ]);
    });

    it('gives browsers the pin: the release, its arm, and the integrity of every file they fetch of it', async () => {
      const digest = publish('2.0.0-browser', 'For browsers', (files) => {
        files['remoteEntry.js'] = 'self.about = {};';
        files['__federation_expose_Page.1a2b3c4d.css'] = 'main{color:navy}';
        files['__federation_expose_Page.1a2b3c4d.css.gz'] = 'compressed';
      });
      expect((await setAbout(releaseUrl('2.0.0-browser'))).statusCode).toBe(200);
      const config = (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json();
      const pinned = JSON.parse(cdnFiles['/academy/about/2.0.0-browser/release.json']).files as Record<
        string,
        string
      >;
      expect(config.releases.about).toEqual({
        version: '2.0.0-browser',
        arm: 'stable',
        digest,
        integrity: {
          'mf-manifest.json': pinned['mf-manifest.json'],
          'remoteEntry.js': pinned['remoteEntry.js'],
          '__federation_expose_Page.1a2b3c4d.css': pinned['__federation_expose_Page.1a2b3c4d.css'],
        },
      });
      expect(config.releases['admin-about']).toEqual({ version: 'local', arm: 'stable' });
    });
  });
});
