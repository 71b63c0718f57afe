// The one list of shared singletons. Every app (the shell and each remote) shares exactly these,
// none eagerly: each app's entry is `import('./bootstrap')`, so the runtime can agree on one copy
// before any of them runs. `shared-contracts` carries the stores, so it must be one instance too.
const path = require('path');

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

const sharedSingletons = Object.fromEntries([
  singleton('react'),
  singleton('react', 'react/jsx-runtime'),
  singleton('react', 'react/jsx-dev-runtime'),
  singleton('react-dom'),
  singleton('react-dom', 'react-dom/client'),
  singleton('react-router-dom'),
  singleton('zustand'),
  singleton('axios'),
  singleton('shared-contracts'),
  singleton('shared-contracts', 'shared-contracts/ui'),
]);

module.exports = { sharedSingletons };
