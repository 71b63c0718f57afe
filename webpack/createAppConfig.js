// Makes every app's webpack config from a few lines: see any app's webpack.config.js.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');
const { assetRule, cssRule, federationName, resolve, root, tsRule } = require('./rules');
const { BuildIdPlugin, sourceFingerprint } = require('./buildId');
const { DEFAULT_TITLE, DocumentManifestPlugin, documentParts } = require('./document');
const { StartScriptPlugin } = require('./startScript');
const { compressedCopies } = require('./compressedCopies');
const { SERVER_DIR, serverRemoteConfig, shellServerConfig } = require('./serverBuilds');

/**
 * The gzipped JavaScript of a page is checked by an e2e budget and `npm run bench -- pages`;
 * these catch gross regressions.
 */
const ASSET_BUDGET_BYTES = 400 * 1024;

function entryFileName(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {object} options
 * @param {string} options.name  the app's name in the remote registry ('home', 'admin-home', 'shell')
 * @param {string} options.dir   the app's folder: the shell's, or the section's of a remote
 * @param {string} [options.outDir]  where it is built (the folder's dist by default)
 * @param {string} [options.tsconfig]  its TypeScript project (the folder's tsconfig.json by default)
 * @param {string[]} [options.inputs]  what in its folder its bundles are made from (its build id)
 * @param {{ kind: 'pages' | 'screens', module: string }} [options.standalone]  a remote: the module
 *   its own dev page mounts
 * @param {number} options.port  its dev-server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes ('./Page': './src/Page')
 * @param {boolean} [options.isHost]  the shell: serves the HTML page and loads the remotes at run time
 * @param {object} [options.devServer]  extra dev-server options (the shell's API proxy)
 * @param {boolean} [options.serverRender]  a public remote: also build its server entry
 * @param {string} [options.serverEntry]  the shell: also build its render bundle from this file
 * @returns a function giving the browser config, or [browser, server] for server-rendered apps
 */
function createAppConfig({
  name,
  dir,
  outDir = path.join(dir, 'dist'),
  tsconfig = path.join(dir, 'tsconfig.json'),
  inputs,
  standalone,
  port,
  exposes = {},
  isHost = false,
  devServer = {},
  serverRender,
  serverEntry,
}) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    // Both builds of an app carry one id, so the server can tell they belong together.
    const buildId = new BuildIdPlugin(sourceFingerprint(dir, inputs));
    const app = { name, dir, outDir, tsconfig, production };
    const browser = browserConfig({ ...app, port, exposes, isHost, devServer, standalone });
    browser.plugins.push(buildId);
    if (!serverEntry && !serverRender) return browser;
    const server = serverEntry
      ? shellServerConfig({ ...app, entry: serverEntry })
      : serverRemoteConfig({ ...app, exposes });
    server.plugins = [...(server.plugins ?? []), buildId];
    return [browser, server];
  };
}

/**
 * One federation runtime per page: the shell brings it and hands it to the remotes, whose
 * production entries then carry only their own bindings (18 KB gzipped less per remote on a
 * page). A remote built for development keeps its own copy, so its standalone page still runs.
 * The shell adds the plugin that hands the runtime over itself, in its ES module build:
 * `provideExternalRuntime` would add the CommonJS build, a second copy of the runtime beside the
 * ES modules the bundler's runtime uses.
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

function federationRuntimeSharing({ isHost, production }) {
  if (isHost) return { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] };
  return production ? { experiments: { externalRuntime: true } } : {};
}

/**
 * The shell's React, React DOM and their entry points in one chunk: the federation otherwise
 * loads each shared module as a chunk of its own, and every script a page adds costs a phone's
 * main thread time (four scripts where one does).
 */
const sharedReactChunk = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  name: 'react',
  chunks: 'async',
  enforce: true,
};

/** A remote's own entry mounts its first exposed module, for its dev server (webpack/standalone). */
function standaloneEntry(dir, standalone) {
  return {
    entry: { main: path.join(__dirname, 'standalone', 'index.js') },
    alias: { 'academy-standalone-module': path.join(dir, standalone.module) },
    define: new webpack.DefinePlugin({ ACADEMY_STANDALONE_KIND: JSON.stringify(standalone.kind) }),
  };
}

function browserConfig({
  name,
  dir,
  outDir,
  tsconfig,
  port,
  exposes,
  isHost,
  devServer,
  standalone,
  production,
}) {
  const containerName = federationName(name);
  const ownEntry = standalone ? standaloneEntry(dir, standalone) : undefined;
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: ownEntry?.entry ?? { main: './src/index.ts' },
    // No source maps in production: the server refuses to serve them (they hold the sources), a
    // release leaves them out, and nothing else reads them; making them slowed every build.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // Remotes work out their own URL from the manifest they were loaded by, so a deployment
      // can serve each remote from anywhere. The shell's page lives at every client route.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: containerName,
      // The federation runtime asks for the entry's file name before content hashes exist,
      // which webpack 5.111 turned into a build error (module-federation/core#5077); it only
      // needs the folder, so it gets the unhashed name and the emitted file the hashed one.
      filename: production ? entryFileName : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      // The server build writes into dist/server at the same time.
      clean: { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) },
    },
    resolve: ownEntry ? { ...resolve, alias: ownEntry.alias } : resolve,
    module: { rules: [tsRule(tsconfig), cssRule(name, isHost), assetRule()] },
    plugins: [
      ownEntry?.define,
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name: containerName,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        ...federationRuntimeSharing({ isHost, production }),
      }),
      isHost && new StartScriptPlugin(path.join(dir, 'src', 'start.ts')),
      isHost && new DocumentManifestPlugin(),
      (isHost || !production) &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: isHost ? DEFAULT_TITLE : `${name} (standalone)`,
          publicPath: '/',
          // The host's page names only its start script, which fetches the app (the template).
          inject: !isHost,
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            document: isHost
              ? documentParts(compilation)
              : { ...documentParts(compilation), startScript: undefined },
          }),
        }),
      ...(production ? compressedCopies() : []),
    ].filter(Boolean),
    performance: {
      hints: production ? 'warning' : false,
      maxAssetSize: ASSET_BUDGET_BYTES,
      maxEntrypointSize: ASSET_BUDGET_BYTES,
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(isHost && { splitChunks: { cacheGroups: { react: sharedReactChunk } } }),
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      ...devServer,
    },
  };
}

module.exports = { createAppConfig, federationName, root };
