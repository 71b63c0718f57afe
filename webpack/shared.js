// How the shared modules are shared. The list itself is the contracts' (shared-modules.json:
// module → its package), read by the server's federation host too. Every app (the shell and each
// remote) shares exactly these, none eagerly: each app's entry is `import('./bootstrap')`, so the
// runtime can agree on one copy before any of them runs.
//
// Only what must be one instance per page is shared: React (one tree), the stores' libraries, and
// `@academy/runtime` (the API client, the session and settings stores, the content read failures
// and the router's hooks and link). React Router is not shared: the shell owns the router and
// bundles it, so only the parts the site uses are shipped; remotes use it through the runtime.
// The other workspace packages (contracts, the UI kits) are bundled into each app, so every app
// gets exactly the version it was built with.
const path = require('path');
const SHARED_MODULES = require('@academy/contracts/shared-modules.json');

const RUNTIME = '@academy/runtime';

const root = path.resolve(__dirname, '..');

function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
}

/** A caret range on the installed minor version: newer compatible copies may serve older apps. */
function caret(pkg) {
  const [major, minor] = installedVersion(pkg).split('.');
  return `^${major}.${minor}.0`;
}

function singleton(pkg, importName = pkg) {
  return [importName, { singleton: true, requiredVersion: caret(pkg), version: installedVersion(pkg) }];
}

/**
 * The runtime: an app needs at least the version it was built with (ordinary semver, from the
 * runtime's package.json). The first copy loaded (the shell's) serves everyone, so a remote built
 * against a newer runtime than the shell's is refused with the federation's version error (and
 * its slot shows the retry), rather than handed a copy without what it needs.
 */
function runtimeShare(version = installedVersion(RUNTIME)) {
  return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
}

// @tanstack/react-query and react-hook-form are the admin screens' data cache and forms: one
// download however many admin screens are opened.
const sharedSingletons = Object.fromEntries(
  Object.entries(SHARED_MODULES).map(([module, pkg]) =>
    module === RUNTIME ? [module, runtimeShare()] : singleton(pkg, module),
  ),
);

/**
 * The same modules for a server build: provided by the server process itself (its own
 * `require`), never bundled into a remote's server entry, so every render uses one React.
 */
const hostProvidedShared = Object.fromEntries(
  Object.entries(sharedSingletons).map(([key, config]) => [key, { ...config, import: false }]),
);

module.exports = { sharedSingletons, hostProvidedShared, runtimeShare };
