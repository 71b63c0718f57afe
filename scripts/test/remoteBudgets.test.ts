import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBudgets, gzippedSize, measureRemote } from '../remoteBudgets';

// A fake section with a fake build of its public remote, as webpack and the federation plugin
// write one: the manifest, the entry, and chunks that push their ids onto the chunk array.
let section: string;
let outDir: string;

/** A chunk of `kib` KiB of code that does not compress (random text), defining chunk `id`. */
function chunk(id: number, kib: number, loads: number[] = []) {
  const code = crypto.randomBytes(kib * 768).toString('base64');
  const requests = loads.map((load) => `n.e(${load})`).join(',');
  return `(self.webpackChunkfake=self.webpackChunkfake||[]).push([[${id}],{${id}(e,t,n){Promise.all([${requests}]);"${code}"}}]);`;
}

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', assets: { js: { sync: ['41.js'], async: [] } } }],
  exposes: [
    {
      name: 'Page',
      // 12 is the page's own code, which loads 34 on demand; 56 is what the fallback of a shared
      // module needs (loaded by the entry alone), and 41 is a shared module.
      assets: { js: { sync: ['12.js', '41.js'], async: ['34.js', '56.js'] } },
    },
  ],
};

function writeBuild(budgetKiB?: number) {
  const academy = budgetKiB === undefined ? {} : { academy: { pageScriptBudgetGzippedKiB: budgetKiB } };
  fs.writeFileSync(path.join(section, 'package.json'), JSON.stringify({ name: 'fake', ...academy }));
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(outDir, 'remoteEntry.js'), `var fake;${chunk(0, 2, [56, 41])}`);
  fs.writeFileSync(path.join(outDir, '12.js'), chunk(12, 1, [34]));
  fs.writeFileSync(path.join(outDir, '34.js'), chunk(34, 1));
  fs.writeFileSync(path.join(outDir, '41.js'), chunk(41, 8));
  fs.writeFileSync(path.join(outDir, '56.js'), chunk(56, 8));
}

const gzipped = (file: string) => gzippedSize(fs.readFileSync(path.join(outDir, file)));
const remote = () => ({ name: 'fake', dir: section, outDir });

beforeEach(() => {
  section = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-budget-'));
  outDir = path.join(section, 'dist', 'fake');
});

afterEach(() => fs.rmSync(section, { recursive: true, force: true }));

test("a remote's own scripts are its entry and its pages' chunks, without shared modules and their fallbacks", () => {
  writeBuild(10);
  const measured = measureRemote(outDir);
  expect(measured.scripts.map((script) => script.file)).toEqual(['remoteEntry.js', '12.js', '34.js']);
  expect(measured.gzippedBytes).toBe(gzipped('remoteEntry.js') + gzipped('12.js') + gzipped('34.js'));
  // Random base64 does not compress below three quarters of its size: about 4 KiB in all.
  expect(measured.gzippedBytes).toBeGreaterThan(3 * 1024);
  expect(measured.gzippedBytes).toBeLessThan(5 * 1024);
});

test('a remote within its budget passes, and its figures are given', () => {
  writeBuild(10);
  const { rows, problems } = checkBudgets([remote()]);
  expect(problems).toEqual([]);
  expect(rows).toEqual([
    {
      remote: 'fake',
      'gzipped KiB': Math.round(measureRemote(outDir).gzippedBytes / 102.4) / 10,
      'budget KiB': 10,
    },
  ]);
});

test('a remote over its budget fails with its size, its budget and its scripts', () => {
  writeBuild(2);
  const { problems } = checkBudgets([remote()]);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^fake is \d+(\.\d)? KiB gzipped, over its budget of 2 KiB \(.*package\.json\): remoteEntry\.js [\d.]+ KiB, 12\.js [\d.]+ KiB, 34\.js [\d.]+ KiB\.$/,
  );
});

test('a remote without a budget fails, and so does one without a build', () => {
  writeBuild();
  expect(checkBudgets([remote()]).problems).toEqual([
    expect.stringMatching(
      /^fake is [\d.]+ KiB gzipped and has no budget: .*package\.json should state "academy": \{ "pageScriptBudgetGzippedKiB": <KiB> \}\.$/,
    ),
  ]);
  writeBuild(10);
  fs.rmSync(outDir, { recursive: true });
  expect(checkBudgets([remote()]).problems).toEqual([
    expect.stringMatching(
      /^fake has no build to measure \(.*mf-manifest\.json is missing\), so its size is unknown; its budget is 10 KiB\.$/,
    ),
  ]);
});
