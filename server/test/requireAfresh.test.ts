import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeRequire } from './helpers/nodeRequire';

// Loaded with Node's own loader, as the server loads it: Jest's module sandbox keeps no `children`.
const LOADER = path.join(__dirname, '..', 'ssr', 'dist', 'requireAfresh.js');
const { requireAfresh } = nodeRequire(LOADER) as typeof import('../ssr/src/requireAfresh');

// A bundle as webpack writes one for Node: an entry that requires its chunk from its own folder.
function writeBundle(folder: string, version: string) {
  fs.writeFileSync(path.join(folder, 'chunk.js'), `exports.version = ${JSON.stringify(version)};`);
  fs.writeFileSync(
    path.join(folder, 'entry.js'),
    `exports.version = require('./chunk.js').version; exports.big = new Array(1000).fill('${version}');`,
  );
}

/** Node's own module cache (Jest's `require.cache` is its sandbox's). */
const nodeCache = (nodeRequire('node:module') as { _cache: NodeJS.Dict<NodeJS.Module> })._cache;

describe('requireAfresh', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'require-afresh-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('loads a rebuilt bundle and its rebuilt chunk, and keeps no earlier build reachable', () => {
    const entry = path.join(folder, 'entry.js');
    const chunk = path.join(folder, 'chunk.js');
    const loaded: string[] = [];
    for (const version of ['one', 'two', 'three', 'four']) {
      writeBundle(folder, version);
      loaded.push(requireAfresh<{ version: string }>(entry).version);
    }
    expect(loaded).toEqual(['one', 'two', 'three', 'four']);

    // Node lists every module a module required among its children: the earlier builds are not there.
    const children = nodeCache[LOADER]?.children.filter((child) => child.filename === entry) ?? [];
    expect(children).toHaveLength(0);
    // Only the last build is cached, with its own chunk.
    expect(nodeCache[entry]?.exports).toMatchObject({ version: 'four' });
    expect(nodeCache[chunk]?.exports).toEqual({ version: 'four' });
  });

  it('lets go of modules that require each other', () => {
    const entry = path.join(folder, 'entry.js');
    for (const version of ['one', 'two']) {
      fs.writeFileSync(
        path.join(folder, 'chunk.js'),
        `require('./entry.js'); exports.version = '${version}';`,
      );
      fs.writeFileSync(path.join(folder, 'entry.js'), `exports.version = require('./chunk.js').version;`);
      expect(requireAfresh<{ version: string }>(entry).version).toBe(version);
    }
  });
});
