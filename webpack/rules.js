// The loaders every build shares: TypeScript (transpile only) and CSS Modules.
const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { compiledContracts } = require('./sections');

const root = path.resolve(__dirname, '..');

/** The name a remote's container registers under: the contracts' function, which the runtime looks it up by. */
const federationName = (name) => compiledContracts().federationName(name);

/** @param {string} tsconfig the app's TypeScript project, whose settings ts-loader transpiles with */
function tsRule(tsconfig) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      // `tsc -b` type-checks the whole repo once; here ts-loader only transpiles.
      transpileOnly: true,
      configFile: tsconfig,
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
 * Remotes only get CSS Modules, scoped by the remote's name, so no rule can leak into the shell
 * or another remote. The shell may also have plain global CSS (its base styles). A browser build
 * extracts CSS into files (linked from the server's HTML, so the first paint is styled); a server
 * build only needs the class names, which match the browser's (same name, same context).
 */
function cssRule(name, isHost, { forServer = false } = {}) {
  const modules = {
    auto: isHost ? /\.module\.css$/ : () => true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: `${federationName(name)}__[local]--[hash:base64:5]`,
    exportOnlyLocals: forServer,
  };
  const cssLoader = { loader: 'css-loader', options: { modules } };
  // Plain (global) CSS has nothing to give a server render.
  const rule = forServer ? [cssLoader] : [MiniCssExtractPlugin.loader, cssLoader];
  return { test: /\.css$/, use: rule };
}

/** Images imported by code: files of their own; a server build only needs their URLs. */
function assetRule({ forServer = false } = {}) {
  return {
    test: /\.(png|jpe?g|webp|gif|svg|ico)$/i,
    type: 'asset/resource',
    generator: forServer ? { emit: false } : undefined,
  };
}

const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  // Workspace packages are compiled from source (see shared-contracts/package.json).
  conditionNames: ['source', '...'],
};

module.exports = { assetRule, cssRule, federationName, resolve, root, tsRule };
