import path from 'node:path';

/**
 * A module that is no longer wanted, and the files it required from its own folder (a webpack
 * bundle's chunks), taken out of Node's module cache, so that nothing keeps them alive.
 */
function forget(loaded: NodeJS.Module | undefined): void {
  if (!loaded) return;
  delete require.cache[loaded.id];
  const folder = path.dirname(loaded.filename) + path.sep;
  for (const child of loaded.children)
    // Still cached: not forgotten yet on this walk (modules that require each other list each other).
    if (child.filename.startsWith(folder) && require.cache[child.id] === child) forget(child);
}

/**
 * `require(file)` run anew, for a bundle a deployment replaces while the server runs. Deleting its
 * entry in the module cache is not enough to let an earlier build go: Node also lists every module
 * a module required in that module's `children`, and keeps its chunks cached, so each new build
 * added a whole render bundle or remote to the heap (about 5 MB here) and made every later garbage
 * collection longer.
 */
export function requireAfresh<T>(file: string): T {
  const resolved = require.resolve(file);
  forget(require.cache[resolved]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a bundle chosen at run time
  const exports = require(resolved) as T;
  module.children = module.children.filter((child) => child.id !== resolved);
  return exports;
}
