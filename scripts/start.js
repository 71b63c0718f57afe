#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then serves the site, every remote, the API and
// the uploads from one origin on PORT (default 8080). The server runs in a process of its own
// (scripts/server.js), so none of the build's memory stays with it; signals reach it.
const { build } = require('./build');
const { startServerProcess } = require('./server');

build({ all: false })
  .then(() => {
    const server = startServerProcess();
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  })
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
