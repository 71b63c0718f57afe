// Makes every app's webpack config from a few lines: see any app's webpack.config.js.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');

const root = path.resolve(__dirname, '..');

/** Gzipped-size budgets are checked by scripts/bundle-budget.js; these catch gross regressions. */
const ASSET_BUDGET_BYTES = 400 * 1024;

function entryFileName(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function federationName(name) {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}

function cssRule(name, isHost) {
  // Remotes only get CSS Modules, scoped by the remote's name, so no rule can leak into the
  // shell or another remote. The shell may also have plain global CSS (its base styles).
  const modules = {
    auto: isHost ? /\.module\.css$/ : () => true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: `${federationName(name)}__[local]--[hash:base64:5]`,
  };
  return { test: /\.css$/, use: ['style-loader', { loader: 'css-loader', options: { modules } }] };
}

function tsRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      // `tsc -b` type-checks the whole repo once; here ts-loader only transpiles.
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      compilerOptions: {
        composite: false,
        declaration: false,
        emitDeclarationOnly: false,
        sourceMap: true,
        rootDir: root,
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name  the app's name in the remote registry ('home', 'admin-home', 'shell')
 * @param {string} options.dir   the app's folder (use __dirname)
 * @param {number} options.port  its dev-server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes ('./Page': './src/Page')
 * @param {boolean} [options.isHost]  the shell: serves the HTML page and loads the remotes at run time
 * @param {object} [options.devServer]  extra dev-server options (the shell's API proxy)
 */
function createAppConfig({ name, dir, port, exposes = {}, isHost = false, devServer = {} }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const containerName = federationName(name);
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
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
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace packages are compiled from source (see shared-contracts/package.json).
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          tsRule(dir),
          cssRule(name, isHost),
          { test: /\.(png|jpe?g|webp|gif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        (isHost || !production) &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'index.html'),
            title: isHost ? 'Karate Academy' : `${name} (standalone)`,
            publicPath: '/',
          }),
      ].filter(Boolean),
      performance: {
        hints: production ? 'warning' : false,
        maxAssetSize: ASSET_BUDGET_BYTES,
        maxEntrypointSize: ASSET_BUDGET_BYTES,
      },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
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
  };
}

module.exports = { createAppConfig, federationName, root };
