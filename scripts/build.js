#!/usr/bin/env node
// Production build. `--all` builds every app; without it, only the stale ones (what `npm start`
// uses). The server and the contracts are compiled by `tsc -b` (incremental); the bundles are
// built by one webpack process for all apps, which is much faster on a small machine than one
// process per app. A single remote ships alone with `npm run build -w @academy/remote-<name>`.
const { execFileSync } = require('child_process');
const path = require('path');
const webpack = require('webpack');
const { apps, root } = require('./apps');
const { isStale, markBuilt } = require('./fingerprint');

function compileTypeScript() {
  const started = Date.now();
  // The whole solution: type-checks every app and emits the server and the contracts.
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`tsc -b: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function bundle(targets) {
  if (targets.length === 0) {
    console.log('Bundles: all up to date.');
    return Promise.resolve();
  }
  const started = Date.now();
  const configs = targets.map((app) =>
    require(path.join(app.absDir, 'webpack.config.js'))({}, { mode: 'production' }),
  );
  configs.parallelism = 2;
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      const summary = stats.toString({ preset: 'errors-warnings', colors: false });
      if (summary.trim()) console.log(summary);
      if (stats.hasErrors()) return reject(new Error('webpack build failed'));
      targets.forEach(markBuilt);
      console.log(
        `webpack (${targets.map((a) => a.name).join(', ')}): ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve();
    });
  });
}

async function build({ all }) {
  compileTypeScript();
  await bundle(all ? apps : apps.filter(isStale));
}

if (require.main === module) {
  build({ all: process.argv.includes('--all') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { build };
