import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildFileStamps, statStamp } from '../src/plugins/app/serving/buildFileStamps';

// The build files' stamps as a kept page checks them on every answer: read once while nothing
// changes, and a new build seen by the next ask however it is deployed.

const until = async (condition: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the build files’ stamps', () => {
  let root: string;
  let dist: string;
  let bundle: string;
  let stamps: BuildFileStamps;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-stamps-'));
    dist = path.join(root, 'dist', 'server');
    fs.mkdirSync(dist, { recursive: true });
    bundle = path.join(dist, 'render.js');
    fs.writeFileSync(bundle, 'first');
    fs.utimesSync(bundle, 1_000, 1_000);
    stamps = new BuildFileStamps();
  });
  afterEach(() => {
    stamps.close();
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads a file’s stamp once while nothing changes in its folder', () => {
    const stat = jest.spyOn(fs, 'statSync');
    expect(stamps.stampOf(bundle)).toBe(1_000_000);
    for (let ask = 0; ask < 100; ask += 1) expect(stamps.stampOf(bundle)).toBe(1_000_000);
    expect(stat).toHaveBeenCalledTimes(1);
  });

  it('sees a file written again in place, touched, or replaced by a rename into its folder', async () => {
    stamps.stampOf(bundle);
    fs.writeFileSync(bundle, 'second');
    fs.utimesSync(bundle, 2_000, 2_000);
    await until(() => stamps.stampOf(bundle) === 2_000_000);

    fs.utimesSync(bundle, 3_000, 3_000);
    await until(() => stamps.stampOf(bundle) === 3_000_000);

    const next = path.join(dist, 'render.js.next');
    fs.writeFileSync(next, 'third');
    fs.utimesSync(next, 4_000, 4_000);
    fs.renameSync(next, bundle);
    await until(() => stamps.stampOf(bundle) === 4_000_000);
  });

  it('sees a file removed and one that appears', async () => {
    const later = path.join(dist, 'later.js');
    expect(stamps.stampOf(later)).toBe(-1);
    fs.writeFileSync(later, 'now');
    await until(() => stamps.stampOf(later) === statStamp(later));
    fs.rmSync(later);
    await until(() => stamps.stampOf(later) === -1);
  });

  it('reads every ask of a folder that does not exist yet, and sees it once it does', () => {
    const missing = path.join(root, 'releases', 'about', 'mf-manifest.json');
    expect(stamps.stampOf(missing)).toBe(-1);
    fs.mkdirSync(path.dirname(missing), { recursive: true });
    fs.writeFileSync(missing, '{}');
    expect(stamps.stampOf(missing)).toBe(statStamp(missing));
  });

  it('sees, within a second and a half, a build whose whole folder above was swapped for another', async () => {
    stamps.stampOf(bundle);
    const next = path.join(root, 'next');
    fs.mkdirSync(path.join(next, 'server'), { recursive: true });
    fs.writeFileSync(path.join(next, 'server', 'render.js'), 'swapped');
    fs.utimesSync(path.join(next, 'server', 'render.js'), 5_000, 5_000);
    fs.renameSync(path.join(root, 'dist'), path.join(root, 'old'));
    fs.renameSync(next, path.join(root, 'dist'));
    await until(() => stamps.stampOf(bundle) === 5_000_000, 1_500);
  });
});
