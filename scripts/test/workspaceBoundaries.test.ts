import path from 'node:path';
import { violation } from '../eslint-workspace-boundaries';

const root = path.resolve(__dirname, '..', '..');
const file = (relative: string) => path.join(root, relative);

test('a remote may not reach into another remote or the shell', () => {
  expect(violation(file('remotes/home/src/Page.tsx'), '../../about/src/Page')).toMatch(
    /may not import 'remotes\/about'/,
  );
  expect(violation(file('remotes/home/src/Page.tsx'), '@academy/shell')).toMatch(/may not import the app/);
  expect(violation(file('remotes/home/src/Page.tsx'), 'shared-contracts/ui')).toBeNull();
});

test('inside shared-contracts, the bundled parts reach the runtime only by the package name', () => {
  expect(violation(file('shared-contracts/src/format/imageUrl.ts'), '../runtime/client')).toMatch(
    /import the contracts' runtime as 'shared-contracts'/,
  );
  expect(violation(file('shared-contracts/src/admin/api/getContent.ts'), '../../index')).toMatch(/runtime/);
  expect(violation(file('shared-contracts/src/format/imageUrl.ts'), 'shared-contracts')).toBeNull();
  // The runtime itself, and the stateless parts among themselves, import relatively.
  expect(violation(file('shared-contracts/src/runtime/client.ts'), './stores/session')).toBeNull();
  expect(violation(file('shared-contracts/src/runtime/client.ts'), '../api/paths')).toBeNull();
  expect(violation(file('shared-contracts/src/ui/Hero.tsx'), '../format/imageUrl')).toBeNull();
});

test("remotes and the contracts' bundled parts use the shell's router through the runtime", () => {
  const message = /use the router through 'shared-contracts'/;
  expect(violation(file('remotes/admin-blog/src/DetailsEditorPage.tsx'), 'react-router-dom')).toMatch(
    message,
  );
  expect(violation(file('shared-contracts/src/ui/CardGrid.tsx'), 'react-router')).toMatch(message);
  expect(
    violation(file('shared-contracts/src/page/pageRoute.tsx'), 'react-router-dom', { typeOnly: true }),
  ).toBeNull();
  // The runtime re-exports the shell's router; the shell, tests and a standalone page bundle it.
  expect(violation(file('shared-contracts/src/runtime/router.ts'), 'react-router-dom')).toBeNull();
  expect(violation(file('shell/src/app/hydrate.tsx'), 'react-router-dom')).toBeNull();
  expect(violation(file('remotes/home/test/Page.test.tsx'), 'react-router-dom')).toBeNull();
  expect(violation(file('shared-contracts/src/testing/render.tsx'), 'react-router-dom')).toBeNull();
  expect(violation(file('shared-contracts/src/standalone.tsx'), 'react-router-dom')).toBeNull();
});
