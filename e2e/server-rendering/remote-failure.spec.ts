import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readContent, visibleText } from '../support/content';
import { REPO_ROOT } from '../support/environment';
import { section } from '../support/sitePages';

const serverEntry = path.join(REPO_ROOT, 'remotes', 'about', 'dist', 'about', 'server', 'remoteEntry.js');

test('a remote whose server entry throws still gives a working page: the browser renders its slot', async ({
  page,
  request,
}) => {
  const { herotitle } = await readContent<{ herotitle: string }>(request, section('about').records.hero.path);
  const original = fs.readFileSync(serverEntry);
  try {
    fs.writeFileSync(serverEntry, "throw new Error('This server entry is broken on purpose.');\n");

    const response = await request.get('/about');
    expect(response.status()).toBe(200);
    const text = visibleText(await response.text());
    // The layout is still the server's; the page's slot is left to the browser.
    expect(text).toContain('Quick Links');
    expect(text).toContain('Loading...');
    expect(text).not.toContain(herotitle);

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: herotitle })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
  } finally {
    fs.writeFileSync(serverEntry, original);
  }
  // Mended on disk, it is the server's again on the next request, without a restart.
  expect(visibleText(await (await request.get('/about')).text())).toContain(herotitle);
});
