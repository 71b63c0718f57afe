import path from 'node:path';
import { ESLint } from 'eslint';

// The one-way imports of the architecture, as the project's own lint configuration enforces them:
// each case lints a line of code as if it were in the given file.
const root = path.resolve(__dirname, '..', '..');
// The configuration is handed over as loaded here: ESLint's own loader imports it dynamically,
// which jest's module system does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's flat config, as CommonJS
const projectConfig = require('../../eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: projectConfig });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => /no-restricted-imports|no-relative-packages|no-cycle/.test(message.ruleId ?? ''))
    .map((message) => message.message);
}

jest.setTimeout(60_000);

test('a section may not reach into another section or the shell', async () => {
  expect(await problems('remotes/home/page/Page.tsx', "import page from '../../about/page/Page';")).toEqual([
    expect.stringMatching(/Relative import from another package is not allowed/),
  ]);
  expect(await problems('remotes/home/page/Page.tsx', "import { x } from '@academy/shell';")).toEqual([
    expect.stringMatching(/never imports the shell/),
  ]);
  expect(await problems('remotes/home/page/Page.tsx', "import { x } from '@academy/section-about';")).toEqual(
    [expect.stringMatching(/loaded at run time/)],
  );
  expect(await problems('remotes/home/page/Page.tsx', "import { Hero } from '@academy/ui';")).toEqual([]);
});

test('the shell imports no section, and no package reaches into another by a relative path', async () => {
  expect(await problems('shell/src/app/routes.tsx', "import { x } from '@academy/section-home';")).toEqual([
    expect.stringMatching(/loaded at run time/),
  ]);
  expect(
    await problems('shared-contracts/ui/src/Hero.tsx', "import { x } from '../../runtime/src/client';"),
  ).toEqual([expect.stringMatching(/Relative import from another package is not allowed/)]);
  expect(await problems('shared-contracts/ui/src/Hero.tsx', "import { x } from './PageStatus';")).toEqual([]);
});

test('sections and the bundled kits use the shell’s router through the runtime', async () => {
  const message = /through @academy\/runtime/;
  expect(
    await problems(
      'remotes/blog/admin/DetailsEditorPage.tsx',
      "import { useParams } from 'react-router-dom';",
    ),
  ).toEqual([expect.stringMatching(message)]);
  expect(
    await problems('shared-contracts/ui/src/CardGrid.tsx', "import { Link } from 'react-router';"),
  ).toEqual([expect.stringMatching(message)]);
  expect(
    await problems(
      'shared-contracts/ui/src/pageRoute.tsx',
      "import type { RouteObject } from 'react-router-dom';",
    ),
  ).toEqual([]);
  // The runtime re-exports the shell's router; the shell, tests and a standalone page bundle it.
  for (const file of [
    'shared-contracts/runtime/src/router.ts',
    'shell/src/app/hydrate.tsx',
    'remotes/home/test/Page.test.tsx',
    'shared-contracts/testing/src/render.tsx',
    'shared-contracts/ui/src/standalone.tsx',
  ]) {
    expect(await problems(file, "import { useParams } from 'react-router-dom';")).toEqual([]);
  }
});

test('the contracts hold no React, and the server takes no front-end package', async () => {
  expect(
    await problems('shared-contracts/contracts/src/page.ts', "import { useState } from 'react';"),
  ).toEqual([expect.stringMatching(/no React/)]);
  expect(
    await problems('shared-contracts/contracts/src/page.ts', "import type { ComponentType } from 'react';"),
  ).toEqual([]);
  expect(await problems('server/src/app.ts', "import { Hero } from '@academy/ui';")).toEqual([
    expect.stringMatching(/not the front end’s packages/),
  ]);
});

test('no module imports one that imports it back, directly or through others', async () => {
  // connection.ts opens PostgreSQL through postgres.ts: postgres.ts may not import it back.
  expect(await problems('server/src/db/postgres.ts', "import { openDatabase } from './connection';")).toEqual(
    [expect.stringMatching(/Dependency cycle detected/)],
  );
  expect(await problems('server/src/db/postgres.ts', "import type { Db } from './database';")).toEqual([]);
});
