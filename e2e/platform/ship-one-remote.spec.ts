import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTheApp } from '../support/app';
import { visibleText } from '../support/content';
import { REPO_ROOT } from '../support/environment';
import { SHIPPED_TITLE, shippedAbout } from '../support/prebuilt';

const distDir = path.join(REPO_ROOT, 'remotes', 'about', 'dist');

/** The file of the about page's exposed module, as a build folder's manifest names it. */
function exposedPageChunk(dist = distDir): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'about', 'mf-manifest.json'), 'utf8'));
  const page = manifest.exposes.find((expose: { name: string }) => expose.name === 'Page');
  return page.assets.js.sync.find((file: string) => file.includes('__federation_expose_Page'));
}

test('a section rebuilt alone changes only its own files, and the server and browsers use it at once', async ({
  page,
  request,
}) => {
  // About rebuilt alone (`npm run build -w @academy/section-about`) with its page's title changed, a
  // change a visitor sees in the server's HTML and in the browser: built before the suite in a copy
  // of the tree and its builds (e2e/support/prebuilt.ts), and shipped here as a deploy does.
  const rebuilt = await shippedAbout();
  const shipped = SHIPPED_TITLE;
  const chunkBefore = exposedPageChunk();
  // The build as it was, put back at the end: the rest of the suite sees the about page as it is.
  const keptBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'about-dist-'));
  fs.cpSync(distDir, keptBuild, { recursive: true });
  try {
    expect(rebuilt.changedFiles.length).toBeGreaterThan(0);
    expect(
      rebuilt.changedFiles.filter((file) => !file.startsWith(path.join('remotes', 'about', 'dist'))),
    ).toEqual([]);
    const chunkAfter = exposedPageChunk(rebuilt.dist);
    expect(chunkAfter).not.toBe(chunkBefore);
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.cpSync(rebuilt.dist, distDir, { recursive: true });

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
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.cpSync(keptBuild, distDir, { recursive: true });
    fs.rmSync(keptBuild, { recursive: true, force: true });
  }
});
