// Debian's Chromium as every tool here launches it (the browser suite, the prerender and pages
// benches): no browser download, and flags that keep it off this machine's closed network.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
