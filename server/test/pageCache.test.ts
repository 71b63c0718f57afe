import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NEVER_KEPT, remoteOverridePaths, remoteRegistryPaths } from '@academy/contracts';
import { writeShellManifest } from './helpers/remoteReleases';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  signIn,
  startSecondApp,
} from './helpers/testApp';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild, startAboutCanary, writeFakeSite } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';
import { bestBrotliOf, untilBestBrotli } from './helpers/bestCopies';

// The server keeps each public page as rendered and answers repeats from memory. The shell's render
// bundle and the about remote here are small fakes with the layout of real builds: the page says
// the hero's title (read through the API, as pages read), what the remote's server build says, and
// how many times the bundle has rendered, so a test sees whether an answer was rendered again.

const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('pages kept and reused', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  const aboutBuild = () => path.join('remotes', 'about', 'dist', 'about');
  const page = (url = '/about', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const saveHero = (title: string) => saveHomeHero(t, admin, title);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app);
    await writeFakeSite(t.config.staticRoot);
    await saveHero('Kept');
  });
  afterAll(() => t.close());

  it('answers a repeat from memory, compressed once, with an ETag a browser revalidates to 304', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Kept</h1><p>Train with us</p>');
    const again = await page('/about', { 'accept-encoding': 'br, gzip' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toContain('Accept-Encoding');
    expect(again.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(again.rawPayload).toString();
    expect(renderNumber(html)).toBe(renderNumber(first.body));
    // Kept at once with a quick brotli copy, then, once no page has been rendered for a moment,
    // with brotli's best (decision 0181).
    expect(again.rawPayload.length).toBeGreaterThan(bestBrotliOf(html).length);
    const best = await untilBestBrotli(async () => {
      const answer = await page('/about', { 'accept-encoding': 'br' });
      return { ...answer, body: answer.rawPayload };
    });
    expect(best.headers['x-page-cache']).toBe('hit');
    expect(brotliDecompressSync(best.body).toString()).toBe(html);
    const gzipped = await page('/about', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);

    // The page's CSS (its stylesheets whole) is allowed by its hash, on the kept answer as on the first.
    const inlineStyles = (answer: typeof first) =>
      /style-src-elem [^;]*'sha256-[^']+'/.exec(String(answer.headers['content-security-policy']))?.[0];
    expect(first.body).toContain('<style>h1{color:navy}.unused{color:red}</style>');
    expect(inlineStyles(first)).toBeDefined();
    expect(inlineStyles(again)).toBe(inlineStyles(first));

    const etag = String(again.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await page('/about', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('leaves the state out of a page that waits for its app, and answers it from the same render', async () => {
    const stateOf = (url: string) =>
      t.app.inject({ method: 'GET', url: `/page-state?url=${encodeURIComponent(url)}` });
    await saveHero('Stated');
    const html = (await page('/about?utm=x')).body;
    expect(html).toContain('<h1>Stated</h1>');
    expect(html).not.toContain('id="server-state"');
    const state = await stateOf('/about?utm=x');
    expect(state.statusCode).toBe(200);
    expect(state.headers['content-type']).toContain('application/json');
    expect(state.headers['cache-control']).toBe('private, no-cache');
    expect(state.json().hydration.loaderData).toEqual({ hero: 'Stated', render: renderNumber(html) });

    await saveHero('Stated again');
    expect((await stateOf('/about?utm=x')).json().hydration.loaderData.hero).toBe('Stated again');

    for (const url of ['//evil.example/about', 'https://evil.example/', '/\\evil.example', '']) {
      const refused = await stateOf(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('url must be a path of this site, such as /about.');
    }
  });

  it('renders pages that miss together once', async () => {
    await saveHero('Together');
    const answers = await Promise.all(Array.from({ length: 30 }, () => page()));
    expect(new Set(answers.map((answer) => renderNumber(answer.body))).size).toBe(1);
    expect(answers.every((answer) => answer.body.includes('<h1>Together</h1>'))).toBe(true);
  });

  it('shows a save on the next page load, every time', async () => {
    for (const title of ['One', 'Two', 'Three']) {
      await page();
      await saveHero(title);
      expect((await page()).body).toContain(`<h1>${title}</h1>`);
    }
  });

  it('shows a restored revision, an item put in the trash and one taken out of it on the next page load', async () => {
    await saveHero('Before the mistake');
    await saveHero('The mistake');
    expect((await page()).body).toContain('<h1>The mistake</h1>');
    const revisions = await t.app.inject({ url: api('/home/hero/revisions'), headers: admin });
    const [replaced] = revisions.json().data;
    const restore = api(`/home/hero/revisions/${replaced._id}/restore`);
    expect((await t.app.inject({ method: 'POST', url: restore, headers: admin })).statusCode).toBe(200);
    expect((await page()).body).toContain('<h1>Before the mistake</h1>');

    const created = await t.app.inject({
      method: 'POST',
      url: api('/about/team'),
      headers: admin,
      payload: { teamtitle: 'Sensei Aiko', teamdescription: 'Head coach' },
    });
    const { _id } = created.json().data;
    expect((await page()).body).toContain('<h2>Sensei Aiko</h2>');
    await t.app.inject({ method: 'DELETE', url: api(`/about/team/${_id}`), headers: admin });
    expect((await page()).body).not.toContain('Sensei Aiko');
    await t.app.inject({ method: 'POST', url: api(`/trash/${_id}/restore`), headers: admin });
    expect((await page()).body).toContain('<h2>Sensei Aiko</h2>');
  });

  it('shows a rebuilt remote and a rebuilt shell on the next page load', async () => {
    const before = await page();
    await writeFiles(
      t.config.staticRoot,
      inFolder(aboutBuild(), remoteBuild('Rebuilt remote', 'f'.repeat(32))),
    );
    const rebuiltRemote = await page();
    expect(rebuiltRemote.body).toContain('<p>Rebuilt remote</p>');
    expect(rebuiltRemote.headers.etag).not.toBe(before.headers.etag);

    await writeFiles(t.config.staticRoot, shellBuild('two'));
    expect((await page()).body).toContain('<p>shell two</p>');

    // A server entry replaced alone (as a deployment might, or a broken one put in place).
    const kept = await page();
    const entry = path.join(t.config.staticRoot, aboutBuild(), 'server', 'remoteEntry.js');
    await fs.writeFile(entry, await fs.readFile(entry));
    expect(renderNumber((await page()).body)).toBe(renderNumber(kept.body) + 1);
  });

  it('answers a rebuilt shell to the request after it while the page rendered before is still being compressed', async () => {
    // A page large enough that its best brotli takes seconds: it is kept only once compressed.
    const large = randomBytes(1_500_000).toString('base64');
    await writeFiles(t.config.staticRoot, {
      ...shellBuild('one'),
      ...inFolder(aboutBuild(), remoteBuild(large, 'e'.repeat(32))),
    });
    expect((await page()).body).toContain('<p>shell one</p>');

    await writeFiles(t.config.staticRoot, shellBuild('two'));
    expect((await page()).body).toContain('<p>shell two</p>');

    // The remote as the tests before left it.
    await writeFiles(
      t.config.staticRoot,
      inFolder(aboutBuild(), remoteBuild('Rebuilt remote', 'f'.repeat(32))),
    );
  });

  it('keeps a page whose record is missing, but not one whose slot was left to the browser', async () => {
    const missing = await page('/missing');
    expect(missing.statusCode).toBe(404);
    expect(renderNumber((await page('/missing')).body)).toBe(renderNumber(missing.body));

    // Browser and server builds that disagree: the remote's slot is the browser's, for now only.
    await writeFiles(t.config.staticRoot, inFolder(aboutBuild(), { 'server/build-id.txt': 'a'.repeat(32) }));
    const slotLeft = await page();
    expect(slotLeft.body).toContain('<p>Loading...</p>');
    expect(renderNumber((await page()).body)).toBe(renderNumber(slotLeft.body) + 1);
    await writeFiles(t.config.staticRoot, inFolder(aboutBuild(), remoteBuild('Whole again')));
    expect((await page()).body).toContain('<p>Whole again</p>');
  });

  it('never keeps the page of a browser with an administrator’s overrides, nor gives it to anyone else', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: api(remoteOverridePaths.overrides),
      headers: admin,
      payload: { remotes: { about: 'http://localhost:3001/mf-manifest.json' } },
    });
    const cookie = String(set.headers['set-cookie']).split(';')[0];
    const everyone = await page();
    const mine = await page('/about', { cookie });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('<p>Loading...</p>');
    expect(renderNumber((await page('/about', { cookie })).body)).toBe(renderNumber(mine.body) + 1);
    expect(renderNumber((await page()).body)).toBe(renderNumber(everyone.body));
  });

  it('keeps one page per canary variant, each visitor getting their own', async () => {
    await startAboutCanary(t, admin);
    const inCanary = { cookie: 'academy_bucket=10' };
    const outside = { cookie: 'academy_bucket=90' };
    for (let visit = 0; visit < 2; visit++) {
      expect((await page('/about', inCanary)).body).toContain('<p>The canary</p>');
      expect((await page('/about', outside)).body).toContain('<p>Whole again</p>');
    }
    const kept = await page('/about', inCanary);
    expect(renderNumber((await page('/about', inCanary)).body)).toBe(renderNumber(kept.body));

    const ended = await t.app.inject({
      method: 'DELETE',
      url: api(remoteRegistryPaths.canary('about')),
      headers: admin,
    });
    expect(ended.statusCode).toBe(200);
    expect((await page('/about', inCanary)).body).toContain('<p>Whole again</p>');
  });
});

/**
 * A shell render bundle whose pages say what meta.json beside it gives for their path (a page that
 * changes with time, one never kept, one visitor's own), and how many times it has rendered.
 */
const metaShellBuild = (metas: Record<string, object>) => ({
  'shell/dist/server/render.js': `
    const fs = require('node:fs');
    let renders = 0;
    exports.renderPage = async (request, { loadPage }) => {
      const render = (renders += 1);
      const { pathname } = new URL(request.url);
      const metas = JSON.parse(fs.readFileSync(__dirname + '/meta.json', 'utf8'));
      const page = await loadPage('about', 'Page').catch(() => undefined);
      return {
        kind: 'page', status: 200,
        html: '<main><p>render ' + render + '</p></main>',
        hydration: { loaderData: { render }, actionData: null, errors: null },
        title: 'Timed', meta: { title: 'Timed', description: 'A page', ...metas[pathname] }, siteName: 'Dojo',
        remotes: page ? [{ remote: 'about', expose: 'Page' }] : [],
        complete: Boolean(page),
      };
    };`,
  'shell/dist/server/meta.json': JSON.stringify(metas),
  'shell/dist/document.json': JSON.stringify({ staticHead: [], stylesheets: [] }),
});

describe('pages that change with time, and pages never kept', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const rendersOf = async (url: string, times: number) => {
    const answers = [];
    for (let visit = 0; visit < times; visit++) answers.push(await page(url));
    return answers;
  };
  const at = (ms: number) => new Date(t.app.now().getTime() + ms).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    t.stopClock();
    await writeFiles(t.config.staticRoot, {
      ...metaShellBuild({
        '/timed': { keptUntil: at(60_000) },
        '/never': { keptUntil: NEVER_KEPT },
        '/unreadable': { keptUntil: 'tomorrow' },
        '/mine': { personal: true },
        '/hidden': { noindex: true },
      }),
      ...inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild('Train with us')),
    });
    await writeShellManifest(t.config.staticRoot);
  });
  afterAll(() => t.close());

  it('keeps a page until the time it says it changes, then renders it again', async () => {
    const [first, again] = await rendersOf('/timed', 2);
    expect(renderNumber(again.body)).toBe(renderNumber(first.body));
    t.advanceClock(59_000);
    expect(renderNumber((await page('/timed')).body)).toBe(renderNumber(first.body));
    t.advanceClock(1_000);
    const renewed = await page('/timed');
    expect(renderNumber(renewed.body)).toBe(renderNumber(first.body) + 1);
    // Its time has passed: it says so again on every render from now on, and is not kept.
    expect(renderNumber((await page('/timed')).body)).toBe(renderNumber(renewed.body) + 1);
  });

  it.each(['/never', '/unreadable'])('renders %s afresh for every visitor', async (url) => {
    const answers = await rendersOf(url, 3);
    const numbers = answers.map((answer) => renderNumber(answer.body));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-cache',
      'no-cache',
      'no-cache',
    ]);
    expect(answers[0].headers.etag).toBeUndefined();
    expect(answers[0].headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps one visitor’s own page nowhere, and out of search indexes', async () => {
    const answers = await rendersOf('/mine', 2);
    expect(renderNumber(answers[1].body)).toBe(renderNumber(answers[0].body) + 1);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    expect(answers[0].body).toContain('<meta name="robots" content="noindex, nofollow" />');
    const state = await t.app.inject({
      method: 'GET',
      url: `/page-state?url=${encodeURIComponent('/mine')}`,
    });
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a page out of search indexes, kept or not, when it asks', async () => {
    const [first, kept] = await rendersOf('/hidden', 2);
    expect(renderNumber(kept.body)).toBe(renderNumber(first.body));
    for (const answer of [first, kept]) {
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(first.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('pages kept by two servers on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondApp(first);
    await writeFiles(first.config.staticRoot, {
      ...shellBuild('one'),
      ...inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild('Train with us')),
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('shows a save made through the other server on the next page load', async () => {
    const headers = await signIn(first.app);
    const page = () => second.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    for (const title of ['One', 'Two', 'Three']) {
      await page();
      await saveHomeHero(first, headers, title);
      expect((await page()).body).toContain(`<h1>${title}</h1>`);
    }
  });
});
