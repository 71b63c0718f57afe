import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm run new-section` refusing a name: nothing is written, and the sentence says why. (Making
// a section is tested end to end in e2e/platform/new-section.spec.ts, in a copy of the tree.)
// The site's own names come from the compiled server's routes, as `npm run new-section` builds it.
const root = path.resolve(__dirname, '..', '..');

/** Where new-section writes: a folder under remotes/, and the lock file (npm install links it). */
const written = () => ({
  sections: fs.readdirSync(path.join(root, 'remotes')).sort(),
  lock: fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
});

beforeAll(() => {
  execFileSync('npx', ['tsc', '-b', 'server'], { cwd: root, stdio: 'pipe' });
}, 300_000);

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
  // Each is a path of the server's own: a page, a file folder, or an API resource (the whole list
  // is server/test/platformRoutes.test.ts's).
  ...['page-state', 'releases', 'uploads', 'admin', 'users', 'audit', 'trash'].map((name) => [
    [name],
    `"${name}" is an address the site uses for itself; choose another name.`,
  ]),
  [['about'], 'remotes/about exists already.'],
  [['service'], 'The services section uses the name "service" already (its API, a page or a screen).'],
  [['admin-home'], 'The home section uses the name "admin-home" already (its API, a page or a screen).'],
])('npm run new-section -- %j is refused: %s', (args, message) => {
  const before = written();
  expect(newSection(...args)).toEqual({ code: 1, error: message });
  expect(written()).toEqual(before);
});
