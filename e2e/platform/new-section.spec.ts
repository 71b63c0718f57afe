import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as requests, expect, test } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { visibleText } from '../support/content';
import { ADMIN, E2E_PORT, REPO_ROOT } from '../support/environment';
import { NEW_SECTION as NAME, newSectionCopy } from '../support/prebuilt';

const PORT = E2E_PORT + 7;
const SITE = `http://127.0.0.1:${PORT}`;

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
}

async function waitForHealth(server: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`The copy's server stopped (${server.exitCode})`);
    const healthy = await fetch(`${SITE}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The copy’s server did not start');
}

test('npm run new-section makes a working section in its own folder: built alone, served, listed, edited and tested', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Made, type-checked, tested and built in a copy of the tree before the suite (e2e/support/prebuilt.ts):
  // here its record is read and its server started.
  const { copy, ...made } = await newSectionCopy();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-section-data-'));
  let server: ChildProcess | undefined;
  try {
    expect(made.made.ok, made.made.output).toBe(true);
    expect(made.made.output).toContain(`Made the section Summer Camps in remotes/${NAME}`);

    // Nothing outside the new folder changes but the lock file that links its package.
    expect(made.changed.filter((file) => !file.startsWith(`remotes/${NAME}/`))).toEqual([
      'package-lock.json',
    ]);
    expect(made.changed.filter((file) => file.startsWith(`remotes/${NAME}/`)).sort()).toEqual(
      [
        'admin/Page.tsx',
        'package.json',
        'page/Page.tsx',
        'section.ts',
        'test/admin.test.tsx',
        `test/${NAME}.api.test.ts`,
        'test/page.test.tsx',
      ]
        .map((file) => `remotes/${NAME}/${file}`)
        .sort(),
    );
    expect(made.packageName).toBe(`@academy/section-${NAME}`);

    // Its own tests pass as they are; it type-checks with the rest and builds alone into its folder.
    expect(made.typeCheck?.ok, made.typeCheck?.output).toBe(true);
    expect(made.tests).toEqual({ suites: 3, failed: 0 });
    expect(made.build?.ok, made.build?.output).toBe(true);
    expect(made.dist).toEqual([`admin-${NAME}`, NAME]);

    // The copy's production server, as npm start runs it (the copy's own scripts/server.js).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy's file, not this tree's
    const { startServerProcess } = require(path.join(copy, 'scripts', 'server.js')) as {
      startServerProcess: (options: { env: NodeJS.ProcessEnv; stdio: 'ignore' }) => ChildProcess;
    };
    server = startServerProcess({
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: SITE,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        LOG_LEVEL: 'warn',
      },
    });
    await waitForHealth(server);

    // The server renders the page, lists it in the navigation after Contact and in the sitemap.
    const html = await (await fetch(`${SITE}/${NAME}`)).text();
    expect(html).toContain('<title>Summer Camps | ');
    expect(visibleText(html)).toContain('No items to display.');
    expect(html).toMatch(/>Contact<\/a><\/li><li><a[^>]*href="\/summer-camps"[^>]*>Summer Camps<\/a>/);
    expect(await (await fetch(`${SITE}/sitemap.xml`)).text()).toContain(`<loc>${SITE}/${NAME}</loc>`);

    // Its API: the platform's access rules and validation, items newest first.
    const api = await requests.newContext({ baseURL: SITE });
    const items = `${API_PREFIX}/${NAME}/items`;
    const item = (title: string) => ({ title, description: `${title} for every age` });
    expect((await api.post(items, { multipart: item('Anonymous') })).status()).toBe(401);
    const token = await apiSignIn(api);
    expect((await api.post(items, { headers: bearer(token), multipart: item(' ') })).status()).toBe(400);
    for (const title of ['Morning kata', 'Afternoon kumite']) {
      expect((await api.post(items, { headers: bearer(token), multipart: item(title) })).ok()).toBe(true);
    }
    const listed = (await (await api.get(items)).json()).data as { title: string }[];
    expect(listed.map((entry) => entry.title)).toEqual(['Afternoon kumite', 'Morning kata']);
    await api.dispose();

    // The owner edits it from its admin screen, and visitors see the change.
    const context = await browser.newContext({ baseURL: SITE });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Summer Camps' }).click();
    await expect(page).toHaveURL(`${SITE}/admin/${NAME}`);
    await page.getByRole('button', { name: 'Edit Summer Camps hero section' }).click();
    await page.getByLabel('Hero title').fill('Camp week at the dojo');
    await page.getByLabel('Hero description').fill('Five days of karate for every age');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Summer Camps hero section updated successfully')).toBeVisible();

    await page.goto(`/${NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Camp week at the dojo' })).toBeVisible();
    await expect(page).toHaveTitle(/^Camp week at the dojo \| /);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Afternoon kumite', 'Morning kata']);
    await context.close();
    await stop(server);

    // Deleted again (its folder removed, npm install run), it leaves the rest as it was, building.
    expect(made.deleted?.lockFile).toBe(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
    expect(made.deleted?.typeCheck.ok, made.deleted?.typeCheck.output).toBe(true);
    expect(made.deleted?.build.ok, made.deleted?.build.output).toBe(true);
  } finally {
    if (server) await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
