import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A freshly initialised embedded database, made once by globalSetup and copied by each test
 * app: initialising one takes seconds, copying it a fraction of that. It holds no tables of
 * ours (each app still runs the migrations), so it only depends on the PGlite version.
 */
export function pgliteTemplateDir(): string {
  // The package does not export its package.json; find it above the entry point.
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return path.join(os.tmpdir(), `academy-pglite-template-${version}`);
}
