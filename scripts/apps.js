// The front-end apps: the shell, and every remote of every section (found by their folders, see
// webpack/sections.js), each with its webpack configs, its build folder and its dev-server port.
// Builds, dev servers and the start script read this list.
const path = require('path');
const { remoteOptions } = require('../webpack/section.config');
const { allRemotes } = require('../webpack/sections');
const { createAppConfig } = require('../webpack/createAppConfig');

const root = path.resolve(__dirname, '..');

const shell = {
  name: 'shell',
  kind: 'host',
  port: 3000,
  absDir: path.join(root, 'shell'),
  outDir: path.join(root, 'shell', 'dist'),
  inputs: undefined,
  configs: (mode) => [require(path.join(root, 'shell', 'webpack.config.js'))({}, { mode })].flat(),
};

const remotes = allRemotes().map((remote) => ({
  name: remote.name,
  kind: remote.kind,
  port: remote.port,
  absDir: remote.dir,
  outDir: remote.outDir,
  inputs: remoteOptions(remote).inputs,
  configs: (mode) => [createAppConfig(remoteOptions(remote))({}, { mode })].flat(),
}));

const apps = [shell, ...remotes];

module.exports = { root, apps, remotes };
