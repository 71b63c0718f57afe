import path from 'node:path';
import { ESLint } from 'eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's config, CommonJS
const config = require('../../eslint.config.js');

// `.only` fails the run: lint (a step of CI) refuses it in jest's tests and the browser suite's.
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
