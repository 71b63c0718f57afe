// A content fingerprint of what an app's bundle is made from (its sources, the shared code, the
// build configs, the lock file). `npm start` rebuilds only the apps whose fingerprint changed,
// `npm run release` names a release by it, and a remote's browser and server builds both carry
// it, so the server can tell that the two it serves belong together before it renders with one
// and lets the browser hydrate with the other. A file a bundle is made from but the fingerprint
// misses would ship nowhere: the id stays, so nothing is rebuilt and no new release is made
// (webpack/test/buildId.test.ts checks every file the bundles import is covered).
//
// An inputs list names paths relative to its folder; a path starting with `!` leaves that path
// (and everything under it) out of the ones before it.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
/**
 * What every app's bundles are made from besides its own folder: the shared packages (but the
 * test helpers, which only tests import), the build configs, the TypeScript settings every
 * project extends, and the exact version of every installed package (the lock file stands for
 * node_modules, and records the root package.json's workspaces and overrides).
 */
const SHARED_INPUTS = [
  'shared-contracts',
  '!shared-contracts/testing',
  'webpack',
  'tsconfig.base.json',
  'package-lock.json',
];
/** The shell's: its sources, its package, its TypeScript settings and its webpack config. */
const APP_INPUTS = ['src', 'package.json', 'tsconfig.json', 'webpack.config.js'];
/**
 * A section's: its whole folder (section.ts, schemas.ts and whatever else page/ and admin/
 * import), but for what the server runs (server/, migrations/) and the demo content the server
 * seeds (demo/); and the sections' TypeScript settings, which ts-loader compiles them with.
 */
const SECTION_INPUTS = ['.', '!server', '!migrations', '!demo', '../tsconfig.json'];
/** Tests, build outputs and installed packages make no bundle, wherever they are. */
const NEVER_INPUTS = new Set(['test', 'dist', '.tsbuild', 'node_modules']);
const BUILD_INFO = '.tsbuildinfo';
/** Written by each build of an app, next to its entry. */
const BUILD_ID_FILE = 'build-id.txt';

function filesUnder(target, leftOut) {
  if (leftOut.has(target) || !fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return target.endsWith(BUILD_INFO) ? [] : [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => !NEVER_INPUTS.has(entry.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name), leftOut));
}

/** The files an inputs list names under `base`, as absolute paths. */
function inputFiles(base, inputs) {
  const leftOut = new Set(
    inputs.filter((input) => input.startsWith('!')).map((input) => path.join(base, input.slice(1))),
  );
  return inputs
    .filter((input) => !input.startsWith('!'))
    .flatMap((input) => filesUnder(path.join(base, input), leftOut));
}

/**
 * Every file an app's fingerprint covers, as absolute paths, sorted and without repeats.
 * `inputs`: what in (or beside) the app's folder its bundles are made from (the shell's by
 * default); `repository`: the folder the shared inputs are in (this repository by default).
 */
function fingerprintedFiles(appDir, inputs = APP_INPUTS, repository = root) {
  const files = [...inputFiles(repository, SHARED_INPUTS), ...inputFiles(appDir, inputs)];
  return [...new Set(files)].sort();
}

/** The fingerprint of those files: their paths (from the repository) and contents. */
function sourceFingerprint(appDir, inputs = APP_INPUTS, repository = root) {
  const hash = crypto.createHash('sha256');
  for (const file of fingerprintedFiles(appDir, inputs, repository)) {
    const content = fs.readFileSync(file);
    // The path and length first, so no two different sets of files give one stream of bytes; the
    // path with forward slashes, so the id does not depend on the system that built it.
    const name = path.relative(repository, file).split(path.sep).join('/');
    hash.update(`${name}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/** Emits the build's fingerprint as build-id.txt, taken when the config was made. */
class BuildIdPlugin {
  constructor(buildId) {
    this.buildId = buildId;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(BUILD_ID_FILE, new RawSource(this.buildId)),
      );
    });
  }
}

module.exports = {
  APP_INPUTS,
  BUILD_ID_FILE,
  BuildIdPlugin,
  SECTION_INPUTS,
  fingerprintedFiles,
  sourceFingerprint,
};
