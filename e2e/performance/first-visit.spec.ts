import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Budget: the gzipped JavaScript a first-time visitor to / downloads until the page is
 * interactive (hydrated, the network quiet). Measured from the bodies the browser received,
 * gzipped here, so it does not depend on the server's compression settings. The figure is
 * printed for the closing notes.
 */
// The target. 147 KiB when set: React and React DOM 67 (one chunk), the federation
// runtime 28 (once: the remotes use the shell's), the shell's own React Router 31 (no longer
// shared whole), the home remote 12; axios (21) comes with the first API call, which a
// server-rendered page does not make.
const BUDGET_BYTES = 170 * 1024;

test('a first visit to / stays within the JavaScript budget', async ({ page }) => {
  const sizes: Promise<{ url: string; gzipped: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipped: zlib.gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const scripts = await Promise.all(sizes);
  const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  console.log(
    `first visit to /: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB gzipped JavaScript until the page is interactive`,
  );
  for (const s of scripts)
    console.log(`  ${(s.gzipped / 1024).toFixed(1).padStart(6)} KiB  ${new URL(s.url).pathname}`);
  expect(total).toBeLessThan(BUDGET_BYTES);
});
