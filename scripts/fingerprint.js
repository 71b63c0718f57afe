// A content fingerprint of what an app's bundle is made from (webpack/buildId.js says which files),
// so `npm start` rebuilds only the apps whose sources, shared code, configs or lock file changed.
const fs = require('fs');
const path = require('path');
const { sourceFingerprint } = require('../webpack/buildId');

const STAMP = '.build-fingerprint';

const fingerprint = (app) => sourceFingerprint(app.absDir, app.inputs);

const stampPath = (app) => path.join(app.outDir, STAMP);

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
