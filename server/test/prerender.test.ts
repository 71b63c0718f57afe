import { createHash } from 'node:crypto';
import path from 'node:path';
import { writeShellManifest } from './helpers/remoteReleases';
import { type TestApp, createTestApp, signIn } from './helpers/testApp';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';

// Public pages carry Speculation Rules that let Chromium prerender the page a visitor is about to
// open (docs/decisions/0164-prerender-public-pages.md). The fake shell says how many times it has
// rendered, so a test sees whether a prerender cost the server a render or one kept page.

const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const RULES = /<script type="speculationrules">(.*?)<\/script>/;
const PRERENDER = { 'sec-purpose': 'prefetch;prerender' };

describe('the next page already there', () => {
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    t = await createTestApp();
    await writeFiles(t.config.staticRoot, {
      ...shellBuild('one'),
      'shell/dist/index.html': '<!doctype html><title>Shell</title>',
      ...inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild('Train with us')),
    });
    await writeShellManifest(t.config.staticRoot);
    await saveHomeHero(t, await signIn(t.app), 'Prerendered');
  });
  afterAll(() => t.close());

  it('a public page lets the browser prerender the sections’ pages, and only those, allowed by its CSP', async () => {
    const answer = await page('/about');
    expect(answer.statusCode).toBe(200);
    const rules = RULES.exec(answer.body)?.[1] ?? '';
    const { prerender } = JSON.parse(rules);
    expect(prerender).toHaveLength(1);
    expect(prerender[0].eagerness).toBe('moderate');
    const paths = prerender[0].where.href_matches.map(({ pathname }: { pathname: string }) => pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/blog', '/blog/:id', '/contact']));
    expect(paths.filter((pathname: string) => /^\/(admin|v1|uploads|remotes)\b/.test(pathname))).toEqual([]);
    expect(prerender[0].where.href_matches.every(({ search }: { search: string }) => search === '')).toBe(
      true,
    );

    const hash = `'sha256-${createHash('sha256').update(rules).digest('base64')}'`;
    const scriptSrc = String(answer.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc).toContain(hash);
  });

  it('answers a prerender from the kept page: one kept page, no render of its own', async () => {
    const seen = await page('/about?from=menu');
    const prerendered = await page('/about?from=menu', PRERENDER);
    expect(prerendered.statusCode).toBe(200);
    expect(renderNumber(prerendered.body)).toBe(renderNumber(seen.body));
    expect(prerendered.headers['content-security-policy']).toBe(seen.headers['content-security-policy']);

    // A page first asked for by a prerender is kept, and its visit is answered from it.
    const first = await page('/about?from=hover', PRERENDER);
    const visit = await page('/about?from=hover');
    expect(renderNumber(visit.body)).toBe(renderNumber(first.body));
  });
});
