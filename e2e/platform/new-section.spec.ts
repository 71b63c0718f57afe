import { type ChildProcess, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as requests, expect, test } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { visibleText } from '../support/content';
import { ADMIN, E2E_PORT, REPO_ROOT } from '../support/environment';
import { copyRepository, run } from '../support/repositoryCopy';

const NAME = 'summer-camps';
const PORT = E2E_PORT + 7;
const SITE = `http://127.0.0.1:${PORT}`;

/** Every source file (git's view of the tree) with a hash of its content. */
function sourceFiles(root: string): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const hashes = new Map<string, string>();
  for (const file of files) {
    const full = path.join(root, file);
    if (fs.existsSync(full))
      hashes.set(file, crypto.createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
  }
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        hashes.set(
          file,
          crypto
            .createHash('sha1')
            .update(fs.readFileSync(path.join(root, file)))
            .digest('hex'),
        );
    }
  };
  if (fs.existsSync(path.join(root, 'remotes', NAME))) walk(path.join('remotes', NAME));
  return hashes;
}

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
  test.setTimeout(480_000);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-section-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-section-data-'));
  let server: ChildProcess | undefined;
  try {
    copyRepository(copy);
    const before = sourceFiles(copy);

    const made = run(copy, 'npm', ['run', '--silent', 'new-section', '--', NAME]);
    expect(made).toContain(`Made the section Summer Camps in remotes/${NAME}`);

    // Nothing outside the new folder changes but the lock file that links its package.
    const after = sourceFiles(copy);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (file) => before.get(file) !== after.get(file),
    );
    expect(changed.filter((file) => !file.startsWith(`remotes/${NAME}/`))).toEqual(['package-lock.json']);
    expect(changed.filter((file) => file.startsWith(`remotes/${NAME}/`)).sort()).toEqual(
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
    const name = run(copy, 'node', ['-p', `require('@academy/section-${NAME}/package.json').name`]).trim();
    expect(name).toBe(`@academy/section-${NAME}`);

    // Its own tests pass as they are; it type-checks with the rest and builds alone into its folder.
    run(copy, 'npx', ['tsc', '-b']);
    run(copy, 'npx', ['jest', `remotes/${NAME}`, '--json', '--outputFile', 'new-section-tests.json']);
    const results = JSON.parse(fs.readFileSync(path.join(copy, 'new-section-tests.json'), 'utf8'));
    expect({ suites: results.numTotalTestSuites, failed: results.numFailedTests }).toEqual({
      suites: 3,
      failed: 0,
    });
    run(copy, 'npm', ['run', 'build', '-w', `@academy/section-${NAME}`]);
    expect(fs.readdirSync(path.join(copy, 'remotes', NAME, 'dist')).sort()).toEqual([`admin-${NAME}`, NAME]);

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
    fs.rmSync(path.join(copy, 'remotes', NAME), { recursive: true });
    run(copy, 'npm', ['install', '--no-audit', '--no-fund']);
    expect(fs.readFileSync(path.join(copy, 'package-lock.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'),
    );
    run(copy, 'npx', ['tsc', '-b']);
    run(copy, 'npm', ['run', 'build', '-w', '@academy/section-about']);
  } finally {
    if (server) await stop(server);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
