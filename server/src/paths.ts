import fs from 'node:fs';
import path from 'node:path';

/** The folder of the first package.json at or above `dir`. */
function packageRootOf(dir: string): string {
  for (let current = dir; ; current = path.dirname(current)) {
    if (fs.existsSync(path.join(current, 'package.json'))) return current;
    if (path.dirname(current) === current) throw new Error(`No package.json above ${dir}`);
  }
}

/**
 * The server's package folder, whether the code runs from src (tests, the dev server) or from
 * dist, where the compiled tree mirrors the repository (dist/server/src, dist/remotes/<name>).
 */
export const SERVER_ROOT = packageRootOf(__dirname);

/** The repository: the sections' folders, and by default the builds the server serves. */
export const REPO_ROOT = path.dirname(SERVER_ROOT);

/**
 * Where this running code's copy of the repository's TypeScript is: the repository itself when
 * the sources run (server/src/..), the mirror in dist when the compiled code runs
 * (server/dist/server/src/..). The sections' code is required from here (`remotes/<name>/section`).
 */
export const CODE_ROOT = path.resolve(__dirname, '../..');
