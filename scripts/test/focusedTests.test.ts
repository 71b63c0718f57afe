import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's config, CommonJS
const config = require('../../eslint.config.js');

// `.only` fails the run: lint (a step of CI) refuses it in jest's tests and the browser suite's,
// and Playwright refuses it in CI.
const root = path.resolve(__dirname, '..', '..');
const FOCUSED = 'A focused test (.only) skips the others: remove it.';

async function lintMessages(file: string, text: string) {
  // The project's config, given as it is: ESLint's own loading of it needs ES modules, which the
  // test's sandbox has not.
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.message);
}

jest.setTimeout(60_000);

test.each([
  ['server/test/focused.test.ts', "it.only('runs alone', () => undefined);"],
  ['server/test/focused.test.ts', "describe.only('runs alone', () => undefined);"],
  ['remotes/about/test/focused.test.tsx', "test.only.each([1])('runs alone %i', () => undefined);"],
  ['scripts/test/focused.test.ts', "fit('runs alone', () => undefined);"],
  ['e2e/platform/focused.spec.ts', "test.describe.only('runs alone', () => undefined);"],
])('%s with %s is refused by lint', async (file, text) => {
  expect(await lintMessages(file, `${text}\n`)).toEqual([FOCUSED]);
});

test('a test that is not focused, and a field called only, pass', async () => {
  expect(
    await lintMessages(
      'server/test/unfocused.test.ts',
      "const filter = { only: true };\nit('runs with the others', () => expect(filter.only).toBe(true));\n",
    ),
  ).toEqual([]);
});

/** The browser suite's config, listing one spec with a focused test, in CI or not. */
function listFocusedSpec(env: NodeJS.ProcessEnv) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'focused-spec-'));
  try {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'));
    fs.writeFileSync(
      path.join(folder, 'focused.spec.ts'),
      "import { test } from '@playwright/test';\ntest.only('runs alone', () => undefined);\ntest('the other', () => undefined);\n",
    );
    // The suite's own config, on this folder and without its server: --list only loads the specs.
    fs.writeFileSync(
      path.join(folder, 'playwright.config.ts'),
      `import config from ${JSON.stringify(path.join(root, 'e2e', 'playwright.config'))};\nexport default { ...config, testDir: __dirname, webServer: undefined, reporter: 'list' };\n`,
    );
    const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
    // Playwright refuses to run inside a jest worker, and CI is what the test sets.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'CI' && name !== 'JEST_WORKER_ID'),
    );
    const result = spawnSync(process.execPath, [cli, 'test', '-c', folder, '--list'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...inherited, ...env },
    });
    return { code: result.status, output: result.stdout + result.stderr };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

test('the browser suite refuses a focused test in CI (forbidOnly), and lists it elsewhere', () => {
  const inCi = listFocusedSpec({ CI: 'true' });
  expect(inCi.code).toBe(1);
  expect(inCi.output).toContain("item focused with '.only' is not allowed due to the 'forbidOnly' option");
  expect(listFocusedSpec({})).toMatchObject({ code: 0, output: expect.stringContaining('Total: 2 tests') });
});
