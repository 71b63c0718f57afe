// A content fingerprint of what an app's bundle is made from, so `npm start` rebuilds only the
// apps whose sources (or the shared contracts, the webpack factory or the lock file) changed.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { root } = require('./apps');

const SHARED_INPUTS = [
  'shared-contracts/src',
  'shared-contracts/package.json',
  'webpack',
  'package-lock.json',
];
const APP_INPUTS = ['src', 'package.json', 'tsconfig.json', 'webpack.config.js'];
const STAMP = '.build-fingerprint';

function filesUnder(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .flatMap((entry) => filesUnder(path.join(target, entry.name)))
    .sort();
}

function fingerprint(app) {
  const hash = crypto.createHash('sha256');
  const inputs = [
    ...SHARED_INPUTS.map((p) => path.join(root, p)),
    ...APP_INPUTS.map((p) => path.join(app.absDir, p)),
  ];
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const stampPath = (app) => path.join(app.absDir, 'dist', STAMP);

function builtFingerprint(app) {
  try {
    return fs.readFileSync(stampPath(app), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Each app with the fingerprint of its inputs now, and whether its bundle was built from other
 * inputs. The fingerprint is taken before building, so a source edited during the build is not
 * recorded as built.
 */
function withFingerprints(targets) {
  return targets.map((app) => {
    const current = fingerprint(app);
    return { app, fingerprint: current, stale: builtFingerprint(app) !== current };
  });
}

function markBuilt({ app, fingerprint: built }) {
  fs.writeFileSync(stampPath(app), built);
}

module.exports = { withFingerprints, markBuilt };
