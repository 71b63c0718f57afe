// The front-end apps: the shell and every remote of the registry (shared-contracts/contracts/src/remotes.json),
// with the dev-server port each uses. Builds, dev servers and the start script read this list.
const path = require('path');
const remoteList = require('../shared-contracts/contracts/src/remotes.json');

const root = path.resolve(__dirname, '..');

const apps = [
  { name: 'shell', dir: 'shell', port: 3000, kind: 'host' },
  ...Object.entries(remoteList).map(([name, { kind, devPort }]) => ({
    name,
    dir: `remotes/${name}`,
    port: devPort,
    kind,
  })),
].map((app) => ({ ...app, absDir: path.join(root, app.dir) }));

const remotes = apps.filter((app) => app.kind !== 'host');

module.exports = { root, apps, remotes };
