// What the browser suite needs built besides the site itself, made once before the suite by
// e2e/support/prebuild.ts (CI's build step, and `npm run test:e2e`): a team's release of the about
// section, the about section rebuilt alone with a changed page, and a section made by
// `npm run new-section` in a copy of the tree, type-checked, tested and built. The specs only read
// what is here; none builds bundles while the browser suite runs.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedFiles, snapshotBuilds } from './builds';
import { CDN_ORIGIN, E2E_PORT, REPO_ROOT } from './environment';
import { copyRepository, run } from './repositoryCopy';

/** Where the builds are kept between runs: remade when the tree they were made from changes. */
export const PREBUILT = path.join(os.tmpdir(), `karate-academy-e2e-${E2E_PORT}-prebuilt`);
const STAMP = path.join(PREBUILT, 'stamp');
/**
 * Holds the process id of a prebuild under way. CI makes these builds beside the suite's first
 * specs, which need none of them (scripts/test-all.sh); a spec that needs one waits for them.
 */
const UNDER_WAY = `${PREBUILT}.under-way`;

/** The visible change the release carries: the about page's team heading. */
export const RELEASED_HEADING = 'Our Team, released elsewhere';
/** The visible change the about section is rebuilt with: its page's title. */
export const SHIPPED_TITLE = 'Shipped alone';
/** The section new-section makes. */
export const NEW_SECTION = 'summer-camps';

/** Every source file (git's view of the tree) of `root`, with a hash of its content. */
export function sourceFiles(root: string, extraFolder?: string): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const hash = (file: string) =>
    crypto
      .createHash('sha1')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex');
  const hashes = new Map<string, string>();
  for (const file of files) if (fs.existsSync(path.join(root, file))) hashes.set(file, hash(file));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hashes.set(file, hash(file));
    }
  };
  if (extraFolder && fs.existsSync(path.join(root, extraFolder))) walk(extraFolder);
  return hashes;
}

/**
 * The tree's sources and builds, each file with its hash: the prebuilt files belong to exactly
 * these. Files at the tree's root count only when git tracks them: a CI log written beside the
 * clone would otherwise change the stamp between the build step and the suite, and have the suite
 * make everything again.
 */
function treeFiles(): Record<string, string> {
  const files = [...sourceFiles(REPO_ROOT), ...snapshotBuilds()].filter(
    ([file]) => file.includes('/') || isTracked(file),
  );
  return Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b)));
}

const isTracked = (file: string) => {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', file], { cwd: REPO_ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The stamp the prebuilt files were made with; none when they were not (or by an older format). */
function keptStamp(): Record<string, string> | undefined {
  try {
    return JSON.parse(fs.readFileSync(STAMP, 'utf8')) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/** The files whose hashes differ between the stamp kept and the tree now, for the log. */
function changedSince(kept: Record<string, string>, now: Record<string, string>): string[] {
  return [...new Set([...Object.keys(kept), ...Object.keys(now)])].filter((file) => kept[file] !== now[file]);
}

/** Whether a prebuild is making the builds now (its process still runs). */
function buildsUnderWay(): boolean {
  try {
    process.kill(Number(fs.readFileSync(UNDER_WAY, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** A JSON file of the prebuilt folder, once a prebuild under way is done; or a sentence saying how to make it. */
async function readPrebuilt<T>(name: string): Promise<T> {
  while (buildsUnderWay()) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const file = path.join(PREBUILT, name);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run npx tsx e2e/support/prebuild.ts (npm run test:e2e does) first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** What a command printed, or why it failed: a spec asserts on it. */
export interface Outcome {
  ok: boolean;
  output: string;
}

function attempt(cwd: string, command: string, args: string[]): Outcome {
  try {
    return { ok: true, output: run(cwd, command, args) };
  } catch (error) {
    return { ok: false, output: (error as Error).message };
  }
}

/** A copy of the repository with its builds, in the prebuilt folder. */
function freshCopy(name: string): string {
  const copy = path.join(PREBUILT, name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  copyRepository(copy);
  return copy;
}

export interface BuiltRelease {
  /** The folder the CDN serves: release folders under about/. */
  cdnRoot: string;
  /** The release's folder in it, and its manifest's URL on the CDN. */
  folder: string;
  url: string;
}

/**
 * The about section with RELEASED_HEADING, released from a copy of the repository as a team's
 * pipeline does (`npm run release -- about`), into a folder served as the CDN's.
 */
function releaseAbout(): void {
  const copy = freshCopy('release-copy');
  const pageFile = path.join(copy, 'remotes', 'about', 'page', 'AboutPage.tsx');
  const source = fs.readFileSync(pageFile, 'utf8');
  fs.writeFileSync(pageFile, source.replace('heading="Our Team"', `heading="${RELEASED_HEADING}"`));
  const printed = run(copy, 'npm', ['run', '--silent', 'release', '--', 'about']);
  const manifestPath = /^\/releases(\/about\/[^/\s]+\/mf-manifest\.json)$/m.exec(printed)?.[1];
  if (!manifestPath) throw new Error(`npm run release printed no manifest:\n${printed}`);
  // Copied as it is to the other origin, under its path without /releases.
  fs.cpSync(path.join(copy, 'releases'), path.join(PREBUILT, 'cdn'), { recursive: true });
  fs.rmSync(copy, { recursive: true, force: true });
  fs.writeFileSync(path.join(PREBUILT, 'release.json'), JSON.stringify({ manifestPath }));
}

/** The release built before the suite, where the CDN serves it from. */
export async function releasedAbout(): Promise<BuiltRelease> {
  const { manifestPath } = await readPrebuilt<{ manifestPath: string }>('release.json');
  const cdnRoot = path.join(PREBUILT, 'cdn');
  return {
    cdnRoot,
    folder: path.dirname(path.join(cdnRoot, manifestPath)),
    url: `${CDN_ORIGIN}${manifestPath}`,
  };
}

export interface ShippedAbout {
  /** The about section's build folder, rebuilt alone with SHIPPED_TITLE. */
  dist: string;
  /** Every built file of the copy that the rebuild added, removed or changed. */
  changedFiles: string[];
}

/**
 * The about section rebuilt alone (`npm run build -w @academy/section-about`) in a copy of the
 * tree and its builds, its page's title changed, and which built files that changed.
 */
function shipAbout(): void {
  const copy = freshCopy('shipped-copy');
  const pageSource = path.join(copy, 'remotes', 'about', 'page', 'Page.tsx');
  const original = fs.readFileSync(pageSource, 'utf8');
  const changed = original.replace(/title: [^,]+,/, `title: '${SHIPPED_TITLE}',`);
  if (changed === original) throw new Error(`${pageSource} has no title to change`);
  const before = snapshotBuilds(copy);
  fs.writeFileSync(pageSource, changed);
  run(copy, 'npm', ['run', 'build', '-w', '@academy/section-about']);
  const shipped: ShippedAbout = {
    dist: path.join(PREBUILT, 'shipped-about-dist'),
    changedFiles: changedFiles(before, snapshotBuilds(copy)),
  };
  fs.cpSync(path.join(copy, 'remotes', 'about', 'dist'), shipped.dist, { recursive: true });
  fs.rmSync(copy, { recursive: true, force: true });
  fs.writeFileSync(path.join(PREBUILT, 'shipped.json'), JSON.stringify(shipped));
}

export const shippedAbout = () => readPrebuilt<ShippedAbout>('shipped.json');

export interface NewSectionCopy {
  /** The copy of the tree with the new section, built: its server is started from here. */
  copy: string;
  /** What `npm run new-section` printed. */
  made: Outcome;
  /** The source files it added or changed, relative to the tree. */
  changed: string[];
  /** The package name Node resolves for it. */
  packageName?: string;
  typeCheck?: Outcome;
  /** Its own tests' jest report: suites and failed tests. */
  tests?: { suites: number; failed: number };
  build?: Outcome;
  /** What its build folder holds. */
  dist?: string[];
  /** Deleted again (folder removed, npm install run): the lock file, and the tree type-checked and built. */
  deleted?: { lockFile: string; typeCheck: Outcome; build: Outcome };
}

/**
 * `npm run new-section -- summer-camps` in a copy of the tree, then what a developer does next:
 * `tsc -b`, its tests, its build alone; then the section deleted again (npm install, `tsc -b`, a
 * build) with what its server needs set aside and put back, so the spec can serve it. Stops at the
 * first step that fails, which the spec then reports.
 */
function makeNewSection(): void {
  const copy = freshCopy('new-section-copy');
  const result: NewSectionCopy = { copy, made: { ok: false, output: '' }, changed: [] };
  const save = () => fs.writeFileSync(path.join(PREBUILT, 'new-section.json'), JSON.stringify(result));
  const before = sourceFiles(copy);
  result.made = attempt(copy, 'npm', ['run', '--silent', 'new-section', '--', NEW_SECTION]);
  const after = sourceFiles(copy, path.join('remotes', NEW_SECTION));
  result.changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
  if (!result.made.ok) return save();
  result.packageName = run(copy, 'node', [
    '-p',
    `require('@academy/section-${NEW_SECTION}/package.json').name`,
  ]).trim();
  result.typeCheck = attempt(copy, 'npx', ['tsc', '-b']);
  if (!result.typeCheck.ok) return save();
  attempt(copy, 'npx', [
    'jest',
    `remotes/${NEW_SECTION}`,
    '--json',
    '--outputFile',
    'new-section-tests.json',
  ]);
  const report = JSON.parse(fs.readFileSync(path.join(copy, 'new-section-tests.json'), 'utf8'));
  result.tests = { suites: report.numTotalTestSuites, failed: report.numFailedTests };
  result.build = attempt(copy, 'npm', ['run', 'build', '-w', `@academy/section-${NEW_SECTION}`]);
  if (!result.build.ok) return save();
  const sectionDir = path.join(copy, 'remotes', NEW_SECTION);
  result.dist = fs.readdirSync(path.join(sectionDir, 'dist')).sort();

  // Its server needs the section's folder and the server compiled with it: set aside meanwhile.
  const aside = path.join(PREBUILT, 'new-section-aside');
  fs.rmSync(aside, { recursive: true, force: true });
  fs.mkdirSync(aside);
  fs.renameSync(sectionDir, path.join(aside, NEW_SECTION));
  fs.cpSync(path.join(copy, 'server', 'dist'), path.join(aside, 'server-dist'), { recursive: true });
  run(copy, 'npm', ['install', '--no-audit', '--no-fund']);
  result.deleted = {
    lockFile: fs.readFileSync(path.join(copy, 'package-lock.json'), 'utf8'),
    typeCheck: attempt(copy, 'npx', ['tsc', '-b']),
    build: attempt(copy, 'npm', ['run', 'build', '-w', '@academy/section-about']),
  };
  fs.renameSync(path.join(aside, NEW_SECTION), sectionDir);
  fs.rmSync(path.join(copy, 'server', 'dist'), { recursive: true, force: true });
  fs.renameSync(path.join(aside, 'server-dist'), path.join(copy, 'server', 'dist'));
  fs.rmSync(aside, { recursive: true, force: true });
  save();
}

export const newSectionCopy = () => readPrebuilt<NewSectionCopy>('new-section.json');

/**
 * Makes everything above unless it was made from the tree as it is now. The site's own build must
 * be done first: the copies carry it.
 */
export function prebuild(): void {
  const files = treeFiles();
  const kept = keptStamp();
  const changed = kept ? changedSince(kept, files) : [];
  if (kept && changed.length === 0) {
    console.log(`The browser suite's builds are up to date (${PREBUILT}).`);
    return;
  }
  if (kept)
    console.log(
      `The browser suite's builds are made again: ${changed.length} files changed (${changed.slice(0, 5).join(', ')})`,
    );
  fs.writeFileSync(UNDER_WAY, String(process.pid));
  try {
    fs.rmSync(PREBUILT, { recursive: true, force: true });
    fs.mkdirSync(PREBUILT, { recursive: true });
    for (const [what, make] of [
      ['the release of about', releaseAbout],
      ['about rebuilt alone', shipAbout],
      ['a new section', makeNewSection],
    ] as const) {
      const started = Date.now();
      make();
      console.log(`Built ${what} for the browser suite in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    fs.writeFileSync(STAMP, JSON.stringify(files));
  } finally {
    fs.rmSync(UNDER_WAY, { force: true });
  }
}
