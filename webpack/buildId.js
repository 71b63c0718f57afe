// A content fingerprint of what an app's bundle is made from (its sources, the shared contracts,
// this factory, the lock file). `npm start` rebuilds only the apps whose fingerprint changed, and
// a remote's browser and server builds both carry it, so the server can tell that the two it
// serves belong together before it renders with one and lets the browser hydrate with the other.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const SHARED_INPUTS = ['shared-contracts', 'webpack', 'package-lock.json'];
const APP_INPUTS = ['src', 'package.json', 'tsconfig.json', 'webpack.config.js'];
/** Tests and build outputs make no bundle. */
const SKIPPED = new Set(['test', 'dist', '.tsbuild', 'node_modules']);
/** Written by each build of an app, next to its entry. */
const BUILD_ID_FILE = 'build-id.txt';

function filesUnder(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)))
    .sort();
}

/** `inputs`: what in the app's folder its bundles are made from (the shell's by default). */
function sourceFingerprint(appDir, inputs = APP_INPUTS) {
  const hash = crypto.createHash('sha256');
  const files = [...SHARED_INPUTS.map((p) => path.join(root, p)), ...inputs.map((p) => path.join(appDir, p))];
  for (const file of files.flatMap(filesUnder)) {
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
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

module.exports = { BUILD_ID_FILE, BuildIdPlugin, sourceFingerprint };
