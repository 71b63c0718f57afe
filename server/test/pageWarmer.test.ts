import { writeShellManifest } from './helpers/remoteReleases';
import { type TestApp, createTestApp, restartTestApp } from './helpers/testApp';
import { writeFiles } from './helpers/files';

// The server renders the sections' pages itself at start, and again when a new build is deployed,
// so that loading the new bundles and rendering with them is not done on a visitor's request.

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
const shellDocument = (build: string) => ({
  'shell/dist/document.json': JSON.stringify({
    staticHead: [`<meta name="build" content="${build}" />`],
    stylesheets: [],
  }),
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pages rendered ahead of visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    const before = await createTestApp();
    await writeFiles(before.config.staticRoot, { ...renderBundle, ...shellDocument('one') });
    await writeShellManifest(before.config.staticRoot);
    t = await restartTestApp(before, { env: { WARM_PAGES: 'on' } });
    await t.app.database.startup;
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
});
