import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { changedFiles, snapshotBuilds } from '../support/builds';
import { REPO_ROOT } from '../support/environment';

const pageSource = path.join(REPO_ROOT, 'remotes', 'about', 'src', 'Page.tsx');

test('a remote rebuilt alone changes only its own files and is served on the next load', async ({ page }) => {
  test.setTimeout(240_000);
  const original = fs.readFileSync(pageSource, 'utf8');
  const before = snapshotBuilds();
  try {
    fs.writeFileSync(pageSource, original.replace('Default Description', 'Shipped on its own'));
    execFileSync('npm', ['run', 'build', '-w', '@academy/remote-about'], { cwd: REPO_ROOT, stdio: 'pipe' });
  } finally {
    fs.writeFileSync(pageSource, original);
  }

  const changed = changedFiles(before, snapshotBuilds());
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((file) => !file.startsWith(path.join('remotes', 'about', 'dist')))).toEqual([]);

  await page.goto('/about');
  await expect(page.getByText('Shipped on its own')).toBeVisible();
});
