#!/usr/bin/env node
// `npm run dev`: dev servers with hot reload for the shell and every remote (one process), and
// the API in watch mode on PORT (default 8080). The shell's dev server (http://localhost:3000)
// proxies the API to it; the API's registry points each remote at its own dev server.
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { apps, remotes, root } = require('./apps');

const registryFile = path.join(os.tmpdir(), 'karate-academy-dev-registry.json');
fs.writeFileSync(
  registryFile,
  JSON.stringify(
    Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${r.port}/mf-manifest.json`])),
  ),
);

const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REMOTE_REGISTRY_FILE: registryFile },
});

const servers = apps.map((app) => {
  // The browser build only: in development the browser renders every page (the registry points
  // at the dev servers, which the server does not load code from).
  const [config] = app.configs('development');
  const server = new WebpackDevServer(config.devServer, webpack(config));
  server.start().then(() => console.log(`${app.name}: http://localhost:${app.port}`));
  return server;
});

function stop() {
  api.kill();
  Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
