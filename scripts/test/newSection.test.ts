import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm run new-section` refusing a name: nothing is written, and the sentence says why. (Making
// a section is tested end to end in e2e/platform/new-section.spec.ts, in a copy of the tree.)
const root = path.resolve(__dirname, '..', '..');
const remotes = () => fs.readdirSync(path.join(root, 'remotes')).sort();

function newSection(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'new-section', 'index.js'), ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { code: result.status, error: result.stderr.trim() };
}

jest.setTimeout(60_000);

test.each([
  [[], 'Usage: npm run new-section -- <name>   (lower-case letters and hyphens)'],
  [['Summer'], '"Summer" is not a section name: use lower-case letters and hyphens, e.g. summer-camps.'],
  [
    ['summer_camps'],
    '"summer_camps" is not a section name: use lower-case letters and hyphens, e.g. summer-camps.',
  ],
  [['summer-'], '"summer-" is not a section name: use lower-case letters and hyphens, e.g. summer-camps.'],
  [['admin'], '"admin" is an address the site uses for itself; choose another name.'],
  [['uploads'], '"uploads" is an address the site uses for itself; choose another name.'],
  [['trash'], '"trash" is an address the site uses for itself; choose another name.'],
  [['about'], 'remotes/about exists already.'],
  [['service'], 'The services section uses the name "service" already (its API, a page or a screen).'],
  [['admin-home'], 'The home section uses the name "admin-home" already (its API, a page or a screen).'],
])('npm run new-section -- %j is refused: %s', (args, message) => {
  const before = remotes();
  expect(newSection(...args)).toEqual({ code: 1, error: message });
  expect(remotes()).toEqual(before);
});
