import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeOrphanOutputs } from '../orphanOutputs';

function write(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

test('removes the compiled files of a source that moved, in a project and the one it references, and keeps the rest', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orphans-'));
  const compilerOptions = { composite: true, rootDir: 'src', outDir: 'dist' };
  write(root, {
    'app/tsconfig.json': JSON.stringify({ compilerOptions, references: [{ path: '../lib' }] }),
    'app/src/serving/index.ts': 'export {};',
    'app/dist/serving/index.js': '',
    // The file the source was before it moved into serving/: Node would load it first.
    'app/dist/serving.js': '',
    'app/dist/serving.d.ts': '',
    'app/dist/serving.js.map': '',
    'lib/tsconfig.json': JSON.stringify({ compilerOptions }),
    'lib/src/kept.tsx': 'export {};',
    'lib/dist/kept.js': '',
    'lib/dist/kept.d.ts': '',
    'lib/dist/gone.js': '',
    'lib/dist/data.json': '{}',
  });
  const removed = removeOrphanOutputs(path.join(root, 'app', 'tsconfig.json'));
  expect(removed.map((file) => path.relative(root, file)).sort()).toEqual([
    'app/dist/serving.d.ts',
    'app/dist/serving.js',
    'app/dist/serving.js.map',
    'lib/dist/gone.js',
  ]);
  expect(fs.existsSync(path.join(root, 'app/dist/serving/index.js'))).toBe(true);
  expect(fs.existsSync(path.join(root, 'lib/dist/kept.js'))).toBe(true);
  expect(fs.existsSync(path.join(root, 'lib/dist/data.json'))).toBe(true);
  fs.rmSync(root, { recursive: true, force: true });
});
