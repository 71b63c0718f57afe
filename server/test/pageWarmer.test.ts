import { contentClient } from './helpers/contentClient';
import { inFolder, remoteBuild } from './helpers/fakeBuilds';
import { captureLog } from './helpers/logCapture';
import { writeShellManifest } from './helpers/remoteReleases';
import { type AuthHeaders, type TestApp, createTestApp, restartTestApp, signIn } from './helpers/testApp';
import { writeFiles } from './helpers/files';

// The server renders the sections' pages itself at start, and again when a new build is deployed,
// so that loading the new bundles and rendering with them is not done on a visitor's request.
// Without rendering ahead (WARM_PAGES=off) it still loads what rendering needs, before it listens
// and when it sees a new build, and renders nothing.

const renderBundle = {
  'shell/dist/server/render.js': `
    exports.renderPage = async () => ({
      kind: 'page', status: 200,
      html: '<main><h1>A page</h1></main>',
      hydration: { loaderData: {}, actionData: null, errors: null },
      title: 'Page', meta: { title: 'Page', description: 'A page' }, siteName: 'Dojo',
      remotes: [], complete: true,
    });`,
};

/**
 * A new build of the shell: its document says which build it is. (The document, since Jest's
 * module registry keeps the first render bundle it loaded, which the server alone loads anew.)
 */
const shellDocument = (build: string, stylesheets: string[] = []) => ({
  'shell/dist/document.json': JSON.stringify({
    staticHead: [`<meta name="build" content="${build}" />`],
    stylesheets,
  }),
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pages rendered ahead of visitors', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    const before = await createTestApp();
    await writeFiles(before.config.staticRoot, { ...renderBundle, ...shellDocument('one') });
    await writeShellManifest(before.config.staticRoot);
    t = await restartTestApp(before, { env: { WARM_PAGES: 'on' } });
    await t.app.database.startup;
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  // As a visitor at the site's address asks (a page's key holds whether it is that host).
  const page = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', host: new URL(t.config.publicUrl).host },
    });

  it('has the pages of a new build kept before a visitor asks for them', async () => {
    // The round at start renders one page after the other, in moments (the fake build is small).
    await settle(1_500);
    const first = await page('/about');
    expect(first.headers['x-page-cache']).toBe('hit');
    expect(first.body).toContain('<meta name="build" content="one" />');

    await writeFiles(t.config.staticRoot, shellDocument('two'));
    // Seen within a second, and the pages rendered with it in moments (the fake build is small).
    await settle(2_000);
    for (const url of ['/about', '/blog']) {
      const next = await page(url);
      expect(next.headers['x-page-cache']).toBe('hit');
      expect(next.body).toContain('<meta name="build" content="two" />');
    }
  });

  it('has the newest posts’ pages kept too', async () => {
    const { send } = contentClient(() => ({ t, headers }));
    const created = await send('POST', '/blog/blogs', { blogtitle: 'Grading day', blogdescription: 'News' });
    expect(created.statusCode).toBe(200);
    const { slug } = created.json().data as { slug: string };

    await writeFiles(t.config.staticRoot, shellDocument('three'));
    await settle(2_000);
    const post = await page(`/blog/${slug}`);
    expect(post.headers['x-page-cache']).toBe('hit');
    expect(post.body).toContain('<meta name="build" content="three" />');
  });
});

describe('what rendering needs, loaded ahead without rendering (WARM_PAGES=off)', () => {
  let t: TestApp;
  const log = captureLog();
  const loadedAhead = () =>
    log
      .text()
      .split('\n')
      .filter((line) => line.includes('Loaded ahead of visitors'));
  beforeAll(async () => {
    const before = await createTestApp();
    await writeFiles(before.config.staticRoot, {
      ...renderBundle,
      ...shellDocument('one', ['main.css']),
      'shell/dist/main.css': 'h1 { color: navy; }',
      ...inFolder('remotes/about/dist/about', remoteBuild('Train with us')),
    });
    await writeShellManifest(before.config.staticRoot);
    t = await restartTestApp(before, { logStream: log.stream, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('is loaded before the first request: the render bundle, the remote’s module, the stylesheets, the reads’ serializers', () => {
    const [line, ...more] = loadedAhead();
    expect(more).toEqual([]);
    const loaded = JSON.parse(line) as Record<string, number>;
    // The about remote's Page, and the shell's one stylesheet.
    expect([loaded.modules, loaded.stylesheets]).toEqual([1, 1]);
    expect(loaded.serializers).toBeGreaterThan(0);
  });

  it('is loaded again when a new build is deployed, and the next page is made with it', async () => {
    const host = new URL(t.config.publicUrl).host;
    const first = await t.app.inject({ url: '/about', headers: { accept: 'text/html', host } });
    expect(first.body).toContain('<meta name="build" content="one" />');

    await writeFiles(t.config.staticRoot, shellDocument('two', ['main.css']));
    await settle(2_000);
    expect(loadedAhead()).toHaveLength(2);
    const next = await t.app.inject({ url: '/about', headers: { accept: 'text/html', host } });
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.body).toContain('<meta name="build" content="two" />');
  });

  it('renders no page ahead', async () => {
    const host = new URL(t.config.publicUrl).host;
    const blog = await t.app.inject({ url: '/blog', headers: { accept: 'text/html', host } });
    expect(blog.headers['x-page-cache']).toBe('miss');
  });
});
