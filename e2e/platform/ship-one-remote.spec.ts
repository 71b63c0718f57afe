import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTheApp } from '../support/app';
import { changedFiles, snapshotBuilds } from '../support/builds';
import { visibleText } from '../support/content';
import { REPO_ROOT } from '../support/environment';

const sectionDir = path.join(REPO_ROOT, 'remotes', 'about');
const pageSource = path.join(sectionDir, 'page', 'Page.tsx');
const distDir = path.join(sectionDir, 'dist');

/** The file of the about page's exposed module, as the remote's current manifest names it. */
function exposedPageChunk(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'about', 'mf-manifest.json'), 'utf8'));
  const page = manifest.exposes.find((expose: { name: string }) => expose.name === 'Page');
  return page.assets.js.sync.find((file: string) => file.includes('__federation_expose_Page'));
}

test('a section rebuilt alone changes only its own files, and the server and browsers use it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const original = fs.readFileSync(pageSource, 'utf8');
  const shipped = `Shipped ${Date.now()}`;
  const chunkBefore = exposedPageChunk();
  const before = snapshotBuilds();
  // The build as it was, put back at the end: the rest of the suite sees the about page as it is.
  const keptBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'about-dist-'));
  fs.cpSync(distDir, keptBuild, { recursive: true });
  try {
    // A change a visitor sees: the page's title, in the server's HTML and in the browser.
    const changed = original.replace(/title: [^,]+,/, `title: '${shipped}',`);
    expect(changed).not.toBe(original);
    fs.writeFileSync(pageSource, changed);
    execFileSync('npm', ['run', 'build', '-w', '@academy/section-about'], { cwd: REPO_ROOT, stdio: 'pipe' });
    fs.writeFileSync(pageSource, original);

    const changedFilesList = changedFiles(before, snapshotBuilds());
    expect(changedFilesList.length).toBeGreaterThan(0);
    expect(
      changedFilesList.filter((file) => !file.startsWith(path.join('remotes', 'about', 'dist'))),
    ).toEqual([]);
    const chunkAfter = exposedPageChunk();
    expect(chunkAfter).not.toBe(chunkBefore);

    // The running server, not restarted, renders with the new server build on the next request.
    const html = await (await request.get('/about')).text();
    expect(html).toContain(`<title>${shipped} | `);
    expect(visibleText(html)).toContain('Quick Links');

    // And browsers load the new browser build, which hydrates what the server sent.
    const requested: string[] = [];
    page.on('response', (response) => {
      if (response.ok()) requested.push(new URL(response.url()).pathname);
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    await startTheApp(page);
    await expect(page).toHaveTitle(new RegExp(`^${shipped} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).toContain(`/remotes/about/${chunkAfter}`);
    expect(requested).not.toContain(`/remotes/about/${chunkBefore}`);
  } finally {
    fs.writeFileSync(pageSource, original);
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.cpSync(keptBuild, distDir, { recursive: true });
    fs.rmSync(keptBuild, { recursive: true, force: true });
  }
});
