// The server-side builds: a public remote's server entry (its route modules for Node, loaded by
// the server through the same registry as the browser entry) and the shell's render bundle.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { hostProvidedShared } = require('./shared');
const { assetRule, cssRule, federationName, resolve, tsRule } = require('./rules');

/** Where a remote's server entry is written, beside its browser build. */
const SERVER_DIR = 'server';

function nodeBase({ name, dir, production }) {
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    devtool: false,
    resolve,
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * A public remote's server entry: the same exposes, as CommonJS for Node, with every shared
 * module provided by the server (import: false), so the server renders remote components with
 * its own one React. Chunks are content-hashed; the entry keeps its name, like the browser's.
 */
function serverRemoteConfig({ name, dir, outDir, tsconfig, exposes, production }) {
  return {
    ...nodeBase({ name, dir, production }),
    entry: {},
    output: {
      path: path.join(outDir, SERVER_DIR),
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${federationName(name)}_server`,
      clean: true,
    },
    module: {
      rules: [tsRule(tsconfig), cssRule(name, false, { forServer: true }), assetRule({ forServer: true })],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: hostProvidedShared,
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
    ],
  };
}

/**
 * The shell's render bundle for the server: its layouts and route table as CommonJS, with React,
 * the router and the contracts' runtime left to the server's own modules (one instance each,
 * shared with the remotes' server entries).
 */
function shellServerConfig({ name, dir, outDir, tsconfig, entry, production }) {
  const external = (request) =>
    /^(react|react-dom|react-router|react-router-dom|zustand|axios)(\/|$)/.test(request) ||
    request === '@academy/runtime';
  return {
    ...nodeBase({ name, dir, production }),
    target: 'node',
    entry: { render: entry },
    output: {
      path: path.join(outDir, SERVER_DIR),
      library: { type: 'commonjs2' },
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // The same public paths as the browser build, for the URLs of imported assets.
      publicPath: '/',
      clean: true,
    },
    externals: [
      ({ request }, callback) => (external(request) ? callback(null, `commonjs ${request}`) : callback()),
    ],
    module: {
      rules: [tsRule(tsconfig), cssRule(name, true, { forServer: true }), assetRule({ forServer: true })],
    },
  };
}

module.exports = { SERVER_DIR, serverRemoteConfig, shellServerConfig };
