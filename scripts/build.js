#!/usr/bin/env node
// Production build. `--all` type-checks the whole solution and bundles every app; without it
// (what `npm start` uses) it compiles only the server and the contracts, and bundles only the
// stale apps. `tsc -b` is incremental; the bundles are built by one webpack process for all
// apps, which is much faster on a small machine than one process per app. A single section
// ships alone with `npm run build -w @academy/section-<name>`.
const { execFileSync } = require('child_process');
const path = require('path');
const webpack = require('webpack');
const { apps, root } = require('./apps');
const { markBuilt, withFingerprints } = require('./fingerprint');
const { removeOrphanOutputs } = require('./orphanOutputs');

/** `tsc -b` on a project of the solution; the root one type-checks every app and its tests. */
function compileTypeScript(project) {
  const started = Date.now();
  const orphans = removeOrphanOutputs(path.join(root, project, 'tsconfig.json'));
  if (orphans.length) console.log(`Removed ${orphans.length} compiled files whose source is gone.`);
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', project], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`tsc -b ${project}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function bundle(targets) {
  if (targets.length === 0) {
    console.log('Bundles: all up to date.');
    return Promise.resolve();
  }
  const started = Date.now();
  // An app that is rendered on the server too gives two configs: its browser and server builds.
  const configs = targets.flatMap(({ app }) => app.configs('production'));
  configs.parallelism = 2;
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      const summary = stats.toString({ preset: 'errors-warnings', colors: false });
      if (summary.trim()) console.log(summary);
      if (stats.hasErrors()) return reject(new Error('webpack build failed'));
      targets.forEach(markBuilt);
      console.log(
        `webpack (${targets.map(({ app }) => app.name).join(', ')}): ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve();
    });
  });
}

/**
 * `all`: the release build, type-checking the whole solution and bundling every app. Otherwise
 * (`npm start`): compile what serving needs (the server and the contracts it references) and
 * bundle only the stale apps.
 */
async function build({ all }) {
  compileTypeScript(all ? '.' : 'server');
  const targets = withFingerprints(apps);
  await bundle(all ? targets : targets.filter((target) => target.stale));
}

if (require.main === module) {
  build({ all: process.argv.includes('--all') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { build };
