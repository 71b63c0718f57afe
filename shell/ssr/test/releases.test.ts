import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@academy/contracts';
import { cspHash } from '../src/criticalCss';

/** The build's start script, as document.json carries it. */
const START_CODE = 'document.documentElement.dataset.app="starting"';
import { createPageRenderer } from '../src/pageRenderer';
import { createServerEntries } from '../src/serverEntries';

// Server rendering from releases (`npm run release`): a release folder this deployment serves, and
// a release at another origin (a real HTTP server on another port), whose server build is fetched
// once into the cache folder. The releases are small fakes with the layout of a real one: a
// manifest, the build ids, and a server build whose entry is a federation container requiring a
// chunk of its own.

const VERSION = '1.0.0-0123456789';
const BUILD_ID = '0123456789abcdef0123456789abcdef';
const STYLESHEET = '__federation_expose_Page.1a2b3c4d.css';

type PageModule = { text: string };

async function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), content);
  }
}

const temporaryFolder = () => fs.mkdtemp(path.join(os.tmpdir(), 'academy-releases-'));

interface FakeRelease {
  /** What its page says. */
  text: string;
  browserId?: string;
  serverId?: string;
  /** Its server build's files.json, when not the true list. */
  files?: string;
}

/** A release folder of remote `about`. */
async function writeRelease(
  folder: string,
  { text, browserId = BUILD_ID, serverId = BUILD_ID, files }: FakeRelease,
) {
  const serverFiles = {
    'server/remoteEntry.js': `
      globalThis.entriesEvaluated = (globalThis.entriesEvaluated ?? 0) + 1;
      exports.init = () => {};
      exports.get = (expose) =>
        Promise.resolve(() => (expose === './Page' ? require('./chunks/page.5e6f7a8b.js') : undefined));`,
    'server/chunks/page.5e6f7a8b.js': `exports.default = { text: ${JSON.stringify(text)} };`,
    'server/build-id.txt': serverId,
  };
  const listed = Object.keys(serverFiles).map((file) => file.slice('server/'.length));
  await writeFiles(folder, {
    'mf-manifest.json': JSON.stringify({
      name: 'about',
      exposes: [{ name: 'Page', assets: { css: { sync: [STYLESHEET], async: [] } } }],
    }),
    'build-id.txt': browserId,
    [STYLESHEET]: 'main{color:navy}aside{color:red}',
    ...serverFiles,
    'server/files.json': files ?? JSON.stringify(listed),
  });
}

/** A static file server on another port, the way a CDN serves releases; it counts what it is asked. */
async function otherOrigin(root: string) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url!);
    fs.readFile(path.join(root, decodeURIComponent(new URL(request.url!, 'http://x').pathname))).then(
      (body) => response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('server rendering from releases', () => {
  let staticRoot: string;
  let cacheDir: string;
  let cdnRoot: string;
  let cdn: Awaited<ReturnType<typeof otherOrigin>>;
  const releaseUrl = (name = VERSION) => `${cdn.origin}/releases/about/${name}/mf-manifest.json`;
  const entries = (remoteOrigins = [cdn.origin]) =>
    createServerEntries({ remoteFolders: new Map(), staticRoot, remoteOrigins, cacheDir });

  beforeAll(async () => {
    staticRoot = await temporaryFolder();
    cdnRoot = await temporaryFolder();
    cdn = await otherOrigin(cdnRoot);
  });
  beforeEach(async () => {
    cacheDir = await temporaryFolder();
    cdn.requests.length = 0;
  });
  afterEach(() => fs.rm(cacheDir, { recursive: true, force: true }));
  afterAll(async () => {
    await cdn.close();
    for (const folder of [staticRoot, cdnRoot]) await fs.rm(folder, { recursive: true, force: true });
  });

  it('renders with a release folder this deployment serves', async () => {
    await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
    const page = await entries().load<PageModule>(
      'about',
      'Page',
      `/releases/about/${VERSION}/mf-manifest.json`,
    );
    expect(page.text).toBe('local release');
  });

  it('gives renders of two releases of one remote at once (a canary) each its own, loading each release once', async () => {
    await writeRelease(path.join(staticRoot, 'releases', 'about', 'stable'), { text: 'stable' });
    await writeRelease(path.join(staticRoot, 'releases', 'about', 'canary'), { text: 'canary' });
    const server = entries();
    const asked = Array.from({ length: 12 }, (_, index) => (index % 3 === 0 ? 'canary' : 'stable'));
    const pages = await Promise.all(
      asked.map((release) =>
        server.load<PageModule>('about', 'Page', `/releases/about/${release}/mf-manifest.json`),
      ),
    );
    expect(pages.map((page) => page.text)).toEqual(asked);
    const evaluated = (globalThis as { entriesEvaluated?: number }).entriesEvaluated;
    await Promise.all(
      asked.map((release) => server.load('about', 'Page', `/releases/about/${release}/mf-manifest.json`)),
    );
    expect((globalThis as { entriesEvaluated?: number }).entriesEvaluated).toBe(evaluated);
  });

  it('takes an entry at the site’s own origin for the path it names on this site', async () => {
    await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
    const server = createServerEntries({
      remoteFolders: new Map(),
      staticRoot,
      remoteOrigins: [],
      cacheDir,
      publicUrl: 'https://dojo.example',
    });
    const page = await server.load<PageModule>(
      'about',
      'Page',
      `https://dojo.example/releases/about/${VERSION}/mf-manifest.json`,
    );
    expect(page.text).toBe('local release');
    expect(await fs.readdir(cacheDir)).toEqual([]);
  });

  it('renders with a release at an allowed origin, fetched once into the cache folder', async () => {
    await writeRelease(path.join(cdnRoot, 'releases', 'about', 'fetched'), { text: 'from the other origin' });
    const server = entries();
    // Renders at the same moment share one download.
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => server.load<PageModule>('about', 'Page', releaseUrl('fetched'))),
    );
    expect(pages.map((page) => page.text)).toEqual(Array(5).fill('from the other origin'));
    await server.load('about', 'Page', releaseUrl('fetched'));
    const release = '/releases/about/fetched';
    expect(cdn.requests.sort()).toEqual(
      [
        `${release}/build-id.txt`,
        `${release}/server/build-id.txt`,
        `${release}/server/files.json`,
        `${release}/server/remoteEntry.js`,
        `${release}/server/chunks/page.5e6f7a8b.js`,
        `${release}/server/build-id.txt`,
      ].sort(),
    );
    const cached = path.join(cacheDir, 'about', BUILD_ID, 'server');
    expect((await fs.readdir(cached, { recursive: true })).sort()).toEqual([
      'build-id.txt',
      'chunks',
      'chunks/page.5e6f7a8b.js',
      'remoteEntry.js',
    ]);
    // Nothing is left of the download under another name.
    expect(await fs.readdir(path.join(cacheDir, 'about'))).toEqual([BUILD_ID]);
  });

  it('refuses a release whose browser and server builds differ, and keeps nothing of it', async () => {
    await writeRelease(path.join(cdnRoot, 'releases', 'about', 'mixed'), {
      text: 'never rendered',
      serverId: 'fedcba9876543210fedcba9876543210',
    });
    await expect(entries().load('about', 'Page', releaseUrl('mixed'))).rejects.toThrow(
      /browser and server builds differ/,
    );
    expect(await fs.readdir(cacheDir)).toEqual([]);
  });

  it('refuses an origin that is not allowed without asking it anything', async () => {
    await writeRelease(path.join(cdnRoot, 'releases', 'about', 'elsewhere'), { text: 'never rendered' });
    await expect(
      entries(['https://cdn.example.org']).load('about', 'Page', releaseUrl('elsewhere')),
    ).rejects.toThrow(/does not run code from/);
    expect(cdn.requests).toEqual([]);
  });

  it('refuses a files list that names a file outside the server build', async () => {
    await writeRelease(path.join(cdnRoot, 'releases', 'about', 'escaping'), {
      text: 'never rendered',
      files: JSON.stringify(['remoteEntry.js', 'build-id.txt', '../../../escaped.js']),
    });
    await expect(entries().load('about', 'Page', releaseUrl('escaping'))).rejects.toThrow(
      /not a list of file names/,
    );
    expect(await fs.readdir(path.join(cacheDir, 'about'))).toEqual([]);
  });

  it('fails within its time bound when the other origin does not answer', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = Date.now();
    await expect(
      entries([origin]).load('about', 'Page', `${origin}/releases/about/${VERSION}/mf-manifest.json`),
    ).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeLessThan(8000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  }, 15_000);

  describe('the whole page', () => {
    const config = (manifestUrl: string): RuntimeConfig => ({
      apiOrigin: '',
      sections: [],
      remotes: { about: manifestUrl },
    });

    beforeAll(() =>
      // The shell's part: a render bundle that renders the about page, and its document parts.
      writeFiles(staticRoot, {
        'shell/dist/server/render.js': `
          exports.renderPage = async (request, { loadPage }) => {
            const page = await loadPage('about', 'Page');
            return {
              kind: 'page', status: 200, html: '<main>' + page.text + '</main>',
              hydration: { loaderData: {}, actionData: null, errors: null },
              title: 'About', meta: { title: 'About', description: 'About us' }, siteName: 'Dojo',
              remotes: [{ remote: 'about', expose: 'Page' }],
            };
          };`,
        'shell/dist/document.json': JSON.stringify({
          staticHead: [],
          stylesheets: [],
          startScript: { src: '/start.0a1b2c3d.js', app: '/main.0a1b2c3d.js', code: START_CODE },
        }),
      }),
    );

    const renderer = () =>
      createPageRenderer({
        staticRoot,
        publicUrl: 'https://dojo.example',
        remoteFolders: new Map(),
        remoteOrigins: [cdn.origin],
        cacheDir,
        read: () => Promise.resolve({ status: 404, body: undefined }),
      });

    it('links the stylesheets of a release at another origin at their absolute URLs', async () => {
      await writeRelease(path.join(cdnRoot, 'releases', 'about', 'page'), { text: 'the page from afar' });
      const render = renderer();
      for (let visit = 0; visit < 2; visit++) {
        const answer = await render({
          url: '/about',
          host: 'dojo.example',
          config: config(releaseUrl('page')),
        });
        expect(answer && 'html' in answer && answer.html).toContain('<main>the page from afar</main>');
        expect(answer && 'html' in answer && answer.html).toContain(
          `<link rel="stylesheet" href="${cdn.origin}/releases/about/page/${STYLESHEET}" data-href="${STYLESHEET}" />`,
        );
      }
      // The manifest and the stylesheet are read once: a release never changes.
      expect(cdn.requests.filter((url) => url.endsWith('mf-manifest.json'))).toHaveLength(1);
      expect(cdn.requests.filter((url) => url.endsWith(STYLESHEET))).toHaveLength(1);
    });

    it('writes the rules the page uses into its head, with their hash in the answer for the CSP', async () => {
      await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
      const answer = await renderer()({
        url: '/about',
        host: 'dojo.example',
        config: config(`/releases/about/${VERSION}/mf-manifest.json`),
      });
      if (!answer || !('html' in answer)) throw new Error('No page was rendered');
      const [head, body] = answer.html.split('</head>');
      // The page has a <main> and no <aside>.
      expect(head).toContain('<style>main{color:navy}</style>');
      expect(answer.styleHashes).toEqual([cspHash('main{color:navy}')]);
      // The start script is in the page too, allowed by its hash.
      expect(body).toContain(`<script data-app="/main.0a1b2c3d.js">${START_CODE}</script>`);
      expect(answer.scriptHashes).toEqual([cspHash(START_CODE)]);
      expect(head).not.toContain('rel="stylesheet"');
      expect(body).toContain(
        `<link rel="stylesheet" href="//dojo.example/releases/about/${VERSION}/${STYLESHEET}"`,
      );
    });

    it('never runs a remote an administrator overrode in their browser, even from an allowed origin', async () => {
      await writeRelease(path.join(cdnRoot, 'releases', 'about', 'dev'), { text: 'the dev server' });
      const requestsBefore = cdn.requests.length;
      const overridden = { ...config(releaseUrl('dev')), overrides: { about: releaseUrl('dev') } };
      await expect(renderer()({ url: '/about', host: 'dojo.example', config: overridden })).rejects.toThrow(
        'about is overridden in this browser, which renders it',
      );
      expect(cdn.requests.length).toBe(requestsBefore);
    });

    it('links the stylesheets of a local release beside its manifest on this site', async () => {
      await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
      const answer = await renderer()({
        url: '/about',
        host: 'dojo.example',
        config: config(`/releases/about/${VERSION}/mf-manifest.json`),
      });
      expect(answer && 'html' in answer && answer.html).toContain(
        `<link rel="stylesheet" href="//dojo.example/releases/about/${VERSION}/${STYLESHEET}" data-href="${STYLESHEET}" />`,
      );
    });
  });
});
