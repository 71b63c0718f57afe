import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@academy/contracts';
import { cspHash } from '../src/pageCss';
import { MAX_RELEASE_FILE_BYTES, integrityOf } from '../src/origins';
import { createPageRenderer } from '../src/pageRenderer';
import type { PinnedRelease } from '../src/remoteReleases';
import { createServerEntries } from '../src/serverEntries';

// Server rendering from releases (`npm run release`): a release folder this deployment serves, and
// a pinned release at another origin (a real HTTP server on another port), whose server build is
// fetched and checked against its pin once into the cache folder. The releases are small fakes
// with the layout of a real one: a manifest, the build ids, a release.json pinning every file, and
// a server build whose entry is a federation container requiring a chunk of its own.

/** The build's start script, as document.json carries it. */
const START_CODE = 'document.documentElement.dataset.app="starting"';
const VERSION = '1.0.0-0123456789';
const BUILD_ID = '0123456789abcdef0123456789abcdef';
const STYLESHEET = '__federation_expose_Page.1a2b3c4d.css';
const PAGE_CHUNK = 'server/chunks/page.5e6f7a8b.js';

type PageModule = { text: string };

async function writeFiles(root: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), content);
  }
}

const temporaryFolder = () => fs.mkdtemp(path.join(os.tmpdir(), 'academy-releases-'));

/** How many times a fake release's server entry has been evaluated in this process. */
const entriesEvaluated = () => (globalThis as { entriesEvaluated?: number }).entriesEvaluated ?? 0;

interface FakeRelease {
  /** What its page says. */
  text: string;
  browserId?: string;
  serverId?: string;
  /** Its page chunk's size, when it must be larger than a text. */
  padTo?: number;
}

/**
 * A release folder of remote `about`, with its release.json; answers its digest and its pin (the
 * release.json the API server would store).
 */
async function writeRelease(
  folder: string,
  { text, browserId = BUILD_ID, serverId = BUILD_ID, padTo = 0 }: FakeRelease,
): Promise<{ digest: string; release: PinnedRelease }> {
  const page = `exports.default = { text: ${JSON.stringify(text)} };`;
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: 'about',
      exposes: [{ name: 'Page', assets: { css: { sync: [STYLESHEET], async: [] } } }],
    }),
    'build-id.txt': browserId,
    [STYLESHEET]: 'main{color:navy}aside{color:red}',
    'server/remoteEntry.js': `
      globalThis.entriesEvaluated = (globalThis.entriesEvaluated ?? 0) + 1;
      exports.init = () => {};
      exports.get = (expose) =>
        Promise.resolve(() => (expose === './Page' ? require('./chunks/page.5e6f7a8b.js') : undefined));`,
    [PAGE_CHUNK]: page.padEnd(padTo, ' '),
    'server/build-id.txt': serverId,
  };
  const release: PinnedRelease = {
    remote: 'about',
    version: VERSION,
    buildId: browserId,
    files: Object.fromEntries(
      Object.entries(files).map(([name, content]) => [name, integrityOf(Buffer.from(content))]),
    ),
  };
  const releaseJson = `${JSON.stringify(release, null, 2)}\n`;
  await writeFiles(folder, { ...files, 'release.json': releaseJson });
  return { digest: createHash('sha256').update(releaseJson).digest('hex'), release };
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
  /** The pins the API server stored, by digest. */
  const pins = new Map<string, PinnedRelease>();
  /** What the server was told failed its pin: [remote, file, manifest URL]. */
  const integrityFailures: string[][] = [];
  const pinOptions = {
    pinnedRelease: (digest: string) => Promise.resolve(pins.get(digest)),
    onIntegrityFailure: (...failure: string[]) => integrityFailures.push(failure),
  };
  const releaseUrl = (name = VERSION) => `${cdn.origin}/releases/about/${name}/mf-manifest.json`;
  const entries = (remotePrefixes = [cdn.origin]) =>
    createServerEntries({ remoteFolders: new Map(), staticRoot, remotePrefixes, cacheDir, ...pinOptions });
  /** A release of about on the other origin, pinned: its digest. */
  async function pinnedOnOrigin(name: string, release: FakeRelease) {
    const pinned = await writeRelease(path.join(cdnRoot, 'releases', 'about', name), release);
    pins.set(pinned.digest, pinned.release);
    return pinned.digest;
  }
  /** Changes a file of a release on the other origin, as someone who can write to that CDN could. */
  const changeOnOrigin = (name: string, file: string, content: string) =>
    fs.writeFile(path.join(cdnRoot, 'releases', 'about', name, file), content);

  beforeAll(async () => {
    staticRoot = await temporaryFolder();
    cdnRoot = await temporaryFolder();
    cdn = await otherOrigin(cdnRoot);
  });
  beforeEach(async () => {
    cacheDir = await temporaryFolder();
    cdn.requests.length = 0;
    integrityFailures.length = 0;
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
    const evaluated = entriesEvaluated();
    await Promise.all(
      asked.map((release) => server.load('about', 'Page', `/releases/about/${release}/mf-manifest.json`)),
    );
    expect(entriesEvaluated()).toBe(evaluated);
  });

  it('takes an entry at the site’s own origin for the path it names on this site', async () => {
    await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
    const server = createServerEntries({
      remoteFolders: new Map(),
      staticRoot,
      remotePrefixes: [],
      cacheDir,
      publicUrl: 'https://dojo.example',
      ...pinOptions,
    });
    const page = await server.load<PageModule>(
      'about',
      'Page',
      `https://dojo.example/releases/about/${VERSION}/mf-manifest.json`,
    );
    expect(page.text).toBe('local release');
    expect(await fs.readdir(cacheDir)).toEqual([]);
  });

  it('renders with a pinned release at an allowed origin: the files its pin lists, checked and fetched once into the cache folder under its digest', async () => {
    const digest = await pinnedOnOrigin('fetched', { text: 'from the other origin' });
    const server = entries();
    // Renders at the same moment share one download.
    const pages = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.load<PageModule>('about', 'Page', releaseUrl('fetched'), digest),
      ),
    );
    expect(pages.map((page) => page.text)).toEqual(Array(5).fill('from the other origin'));
    await server.load('about', 'Page', releaseUrl('fetched'), digest);
    const release = '/releases/about/fetched';
    // The pin says what the server build is: nothing else is asked (no files.json, no release.json).
    expect(cdn.requests.sort()).toEqual(
      [
        `${release}/server/remoteEntry.js`,
        `${release}/${PAGE_CHUNK}`,
        `${release}/server/build-id.txt`,
      ].sort(),
    );
    const cached = path.join(cacheDir, 'about', digest, 'server');
    expect((await fs.readdir(cached, { recursive: true })).sort()).toEqual([
      'build-id.txt',
      'chunks',
      'chunks/page.5e6f7a8b.js',
      'remoteEntry.js',
    ]);
    // Nothing is left of the download under another name.
    expect(await fs.readdir(path.join(cacheDir, 'about'))).toEqual([digest]);
    expect(integrityFailures).toEqual([]);
  });

  it('runs nothing from another origin without a pin, nor with the pin of another remote, and asks it nothing', async () => {
    const digest = await pinnedOnOrigin('unpinned', { text: 'never rendered' });
    await expect(entries().load('about', 'Page', releaseUrl('unpinned'))).rejects.toThrow(/has no pin/);
    pins.set('f'.repeat(64), { ...pins.get(digest)!, remote: 'home' });
    await expect(entries().load('about', 'Page', releaseUrl('unpinned'), 'f'.repeat(64))).rejects.toThrow(
      'The release pinned as ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff is home, not about',
    );
    await expect(entries().load('about', 'Page', releaseUrl('unpinned'), 'e'.repeat(64))).rejects.toThrow(
      /No release is pinned as e{64}/,
    );
    expect(cdn.requests).toEqual([]);
    expect(await fs.readdir(cacheDir)).toEqual([]);
  });

  it('loads nothing of a release whose server file changed on its origin after it was pinned, reports the file, and keeps nothing', async () => {
    const digest = await pinnedOnOrigin('changed', { text: 'as released' });
    await changeOnOrigin('changed', PAGE_CHUNK, 'exports.default = { text: "changed on the CDN" };');
    const server = entries();
    const evaluated = entriesEvaluated();
    await expect(server.load('about', 'Page', releaseUrl('changed'), digest)).rejects.toThrow(
      `${releaseUrl('changed')}: ${PAGE_CHUNK} of about does not match its pinned release.json; nothing of it is used`,
    );
    expect(integrityFailures).toEqual([['about', PAGE_CHUNK, releaseUrl('changed')]]);
    expect(entriesEvaluated()).toBe(evaluated);
    expect(await fs.readdir(path.join(cacheDir, 'about'))).toEqual([]);
    // The refusal is kept a while: the next renders neither fetch the release again nor report it.
    const requests = cdn.requests.length;
    await expect(server.load('about', 'Page', releaseUrl('changed'), digest)).rejects.toThrow(
      /does not match/,
    );
    expect(cdn.requests.length).toBe(requests);
    expect(integrityFailures).toHaveLength(1);
  });

  it('refuses a server file larger than the limit', async () => {
    const digest = await pinnedOnOrigin('large', { text: 'large', padTo: MAX_RELEASE_FILE_BYTES + 1 });
    await expect(entries().load('about', 'Page', releaseUrl('large'), digest)).rejects.toThrow(
      `it is larger than ${MAX_RELEASE_FILE_BYTES} bytes`,
    );
    expect(await fs.readdir(path.join(cacheDir, 'about'))).toEqual([]);
  });

  it('refuses an origin that is not allowed, a URL outside its prefix, or one written otherwise than it reads, without asking anything', async () => {
    const digest = await pinnedOnOrigin('elsewhere', { text: 'never rendered' });
    const refused: [string[], string][] = [
      [['https://cdn.example.org'], releaseUrl('elsewhere')],
      [[`${cdn.origin}/academy/`], releaseUrl('elsewhere')],
      [[`${cdn.origin}/academy/`], `${cdn.origin}/academy/%2e%2e/releases/about/elsewhere/mf-manifest.json`],
      [[`${cdn.origin}/academy/`], `${cdn.origin}/academy/../releases/about/elsewhere/mf-manifest.json`],
      [[cdn.origin], `${cdn.origin}/releases/about/else\twhere/mf-manifest.json`],
      [[cdn.origin], `${cdn.origin}\\releases\\about\\elsewhere\\mf-manifest.json`],
    ];
    for (const [prefixes, url] of refused) {
      await expect(entries(prefixes).load('about', 'Page', url, digest)).rejects.toThrow(
        /does not run code from/,
      );
    }
    expect(cdn.requests).toEqual([]);
  });

  it('fails within its time bound when the other origin does not answer', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const digest = await pinnedOnOrigin('silent', { text: 'never rendered' });
    const started = Date.now();
    await expect(
      entries([origin]).load('about', 'Page', `${origin}/releases/about/${VERSION}/mf-manifest.json`, digest),
    ).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeLessThan(8000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  }, 15_000);

  describe('the whole page', () => {
    const config = (manifestUrl: string, digest?: string): RuntimeConfig => ({
      apiOrigin: '',
      sections: [],
      remotes: { about: manifestUrl },
      ...(digest && { releases: { about: { version: VERSION, arm: 'stable', digest } } }),
    });
    /** The remotes whose slot the server left to the browser, with the config of the page. */
    const leftToBrowser: [string, RuntimeConfig][] = [];

    beforeAll(() =>
      // The shell's part: a render bundle that renders the about page (or leaves its slot to the
      // browser when it cannot be loaded), and its document parts.
      writeFiles(staticRoot, {
        'shell/dist/server/render.js': `
          exports.renderPage = async (request, { loadPage }) => {
            const page = await loadPage('about', 'Page').catch(() => undefined);
            return {
              kind: 'page', status: 200, html: '<main>' + (page ? page.text : 'Loading...') + '</main>',
              hydration: { loaderData: {}, actionData: null, errors: null },
              title: 'About', meta: { title: 'About', description: 'About us' }, siteName: 'Dojo',
              remotes: page ? [{ remote: 'about', expose: 'Page' }] : [],
              complete: Boolean(page),
            };
          };`,
        'shell/dist/document.json': JSON.stringify({
          staticHead: [],
          stylesheets: [],
          startScript: { src: '/start.0a1b2c3d.js', app: '/main.0a1b2c3d.js', code: START_CODE },
        }),
      }),
    );
    beforeEach(() => {
      leftToBrowser.length = 0;
    });

    const renderer = () =>
      createPageRenderer({
        staticRoot,
        publicUrl: 'https://dojo.example',
        remoteFolders: new Map(),
        remotePrefixes: [cdn.origin],
        cacheDir,
        read: () => Promise.resolve({ status: 404, body: undefined }),
        ...pinOptions,
        onSlotLeftToBrowser: (remote, pageConfig) => leftToBrowser.push([remote, pageConfig]),
      });
    const htmlOf = async (render: ReturnType<typeof renderer>, pageConfig: RuntimeConfig) => {
      const answer = await render({ url: '/about', host: 'dojo.example', config: pageConfig });
      if (!answer || !('html' in answer)) throw new Error('No page was rendered');
      return answer.html;
    };

    it('names the stylesheets of a pinned release at another origin at their absolute URLs, with their integrity', async () => {
      const digest = await pinnedOnOrigin('page', { text: 'the page from afar' });
      const render = renderer();
      for (let visit = 0; visit < 2; visit++) {
        const html = await htmlOf(render, config(releaseUrl('page'), digest));
        expect(html).toContain('<main>the page from afar</main>');
        expect(html).toContain(
          `<link rel="stylesheet" href="${cdn.origin}/releases/about/page/${STYLESHEET}" data-href="${STYLESHEET}" integrity="${pins.get(digest)!.files[STYLESHEET]}" crossorigin="anonymous" disabled />`,
        );
        // Its rules are in the head: the stylesheet matched its pin.
        expect(html.split('</head>')[0]).toContain('<style>main{color:navy}aside{color:red}</style>');
      }
      // The manifest and the stylesheet are read once: a release never changes.
      expect(cdn.requests.filter((url) => url.endsWith('mf-manifest.json'))).toHaveLength(1);
      expect(cdn.requests.filter((url) => url.endsWith(STYLESHEET))).toHaveLength(1);
      expect(leftToBrowser).toEqual([]);
    });

    it('leaves to the browser the slot of a release on another origin without a pin, asking it nothing', async () => {
      await pinnedOnOrigin('no-pin', { text: 'never rendered' });
      const pageConfig = config(releaseUrl('no-pin'));
      expect(await htmlOf(renderer(), pageConfig)).toContain('<main>Loading...</main>');
      expect(cdn.requests).toEqual([]);
      expect(leftToBrowser).toEqual([['about', pageConfig]]);
    });

    it('leaves the slot to the browser when the manifest changed on the origin after the pin, and reports it', async () => {
      const digest = await pinnedOnOrigin('new-manifest', { text: 'never rendered' });
      await changeOnOrigin(
        'new-manifest',
        'mf-manifest.json',
        JSON.stringify({ name: 'about', exposes: [] }),
      );
      const pageConfig = config(releaseUrl('new-manifest'), digest);
      const html = await htmlOf(renderer(), pageConfig);
      expect(html).toContain('<main>Loading...</main>');
      expect(html).not.toContain(STYLESHEET);
      expect(integrityFailures).toEqual([['about', 'mf-manifest.json', releaseUrl('new-manifest')]]);
      expect(leftToBrowser).toEqual([['about', pageConfig]]);
    });

    it('takes no CSS from a stylesheet changed on the origin after the pin, and reports it; its link keeps the pinned integrity', async () => {
      const digest = await pinnedOnOrigin('new-style', { text: 'the page from afar' });
      await changeOnOrigin('new-style', STYLESHEET, 'main{color:red}');
      const html = await htmlOf(renderer(), config(releaseUrl('new-style'), digest));
      const [head] = html.split('</head>');
      expect(html).toContain('<main>the page from afar</main>');
      expect(head).not.toContain('<style>');
      expect(head).toContain(`integrity="${pins.get(digest)!.files[STYLESHEET]}" crossorigin="anonymous" />`);
      expect(integrityFailures).toEqual([['about', STYLESHEET, releaseUrl('new-style')]]);
    });

    it('writes its stylesheets whole into its head, with their hash in the answer for the CSP, and links none', async () => {
      await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
      const answer = await renderer()({
        url: '/about',
        host: 'dojo.example',
        config: config(`/releases/about/${VERSION}/mf-manifest.json`),
      });
      if (!answer || !('html' in answer)) throw new Error('No page was rendered');
      const [head, body] = answer.html.split('</head>');
      // Every rule, the <aside>'s too, which the page has not (yet): nothing arrives later.
      expect(head).toContain('<style>main{color:navy}aside{color:red}</style>');
      expect(answer.styleHashes).toEqual([cspHash('main{color:navy}aside{color:red}')]);
      // The start script is in the page too, allowed by its hash.
      expect(body).toContain(
        `<script data-app="/main.0a1b2c3d.js" data-start="when-needed">${START_CODE}</script>`,
      );
      expect(answer.scriptHashes).toEqual([cspHash(START_CODE)]);
      expect(head).toContain(
        `<link rel="stylesheet" href="//dojo.example/releases/about/${VERSION}/${STYLESHEET}" data-href="${STYLESHEET}" disabled />`,
      );
      expect(body).not.toContain('rel="stylesheet"');
    });

    it('never runs a remote an administrator overrode in their browser, even from an allowed origin', async () => {
      const digest = await pinnedOnOrigin('dev', { text: 'the dev server' });
      const overridden = { ...config(releaseUrl('dev'), digest), overrides: { about: releaseUrl('dev') } };
      expect(await htmlOf(renderer(), overridden)).toContain('<main>Loading...</main>');
      expect(cdn.requests).toEqual([]);
      // Not a release's failure: the administrator's browser renders it.
      expect(leftToBrowser).toEqual([]);
    });

    it('names the stylesheets of a local release beside its manifest on this site, with no integrity', async () => {
      await writeRelease(path.join(staticRoot, 'releases', 'about', VERSION), { text: 'local release' });
      const html = await htmlOf(renderer(), config(`/releases/about/${VERSION}/mf-manifest.json`));
      expect(html).toContain(
        `<link rel="stylesheet" href="//dojo.example/releases/about/${VERSION}/${STYLESHEET}" data-href="${STYLESHEET}" disabled />`,
      );
    });
  });
});
