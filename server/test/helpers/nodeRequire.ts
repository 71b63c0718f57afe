import { Module as JestModule } from 'node:module';

interface NodeModuleInternals {
  new (id: string): { filename: string; paths: string[] };
  _load(request: string, parent: unknown, isMain: boolean): unknown;
  _nodeModulePaths(directory: string): string[];
}

/**
 * Loads a package with Node's own loader, outside Jest's module sandbox. PGlite loads its parts
 * with dynamic `import()`, which the sandbox refuses without --experimental-vm-modules; loaded
 * this way it runs exactly as in production. (Jest replaces createRequire and
 * process.getBuiltinModule, but keeps Module._load, the loader itself.)
 */
export function nodeRequire(request: string): unknown {
  const Module = JestModule as unknown as NodeModuleInternals;
  const parent = new Module(__filename);
  parent.filename = __filename;
  parent.paths = Module._nodeModulePaths(__dirname);
  return Module._load(request, parent, false);
}
