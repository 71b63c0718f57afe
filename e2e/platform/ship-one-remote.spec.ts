import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { changedFiles, snapshotBuilds } from '../support/builds';
import { REPO_ROOT } from '../support/environment';

const remoteDir = path.join(REPO_ROOT, 'remotes', 'about');
const pageSource = path.join(remoteDir, 'src', 'Page.tsx');

/** The file of the about page's exposed module, as the remote's current manifest names it. */
function exposedPageChunk(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(remoteDir, 'dist', 'mf-manifest.json'), 'utf8'));
  const page = manifest.exposes.find((expose: { name: string }) => expose.name === 'Page');
  return page.assets.js.sync.find((file: string) => file.includes('__federation_expose_Page'));
}

test('a remote rebuilt alone changes only its own files and is served on the next load', async ({ page }) => {
  test.setTimeout(240_000);
  const original = fs.readFileSync(pageSource, 'utf8');
  const chunkBefore = exposedPageChunk();
  const before = snapshotBuilds();
  try {
    // A real change to the module (an export of an exposed module survives minification).
    fs.writeFileSync(pageSource, `${original}\nexport const shippedAt = '${new Date().toISOString()}';\n`);
    execFileSync('npm', ['run', 'build', '-w', '@academy/remote-about'], { cwd: REPO_ROOT, stdio: 'pipe' });
  } finally {
    fs.writeFileSync(pageSource, original);
  }

  const changed = changedFiles(before, snapshotBuilds());
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((file) => !file.startsWith(path.join('remotes', 'about', 'dist')))).toEqual([]);
  const chunkAfter = exposedPageChunk();
  expect(chunkAfter).not.toBe(chunkBefore);

  // The running server, not restarted, serves the new version on the next page load.
  const requested: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) requested.push(new URL(response.url()).pathname);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested).toContain(`/remotes/about/${chunkAfter}`);
  expect(requested).not.toContain(`/remotes/about/${chunkBefore}`);
});
