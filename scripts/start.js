#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then serves the site, every remote, the API and
// the uploads from one origin on PORT (default 8080).
const { build } = require('./build');

build({ all: false })
  .then(() => require('../server/dist/main.js'))
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
