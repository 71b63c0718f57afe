// The production server as a process of its own (npm start, the benchmark): node running
// server/dist/main.js with its JavaScript heap capped. Under heavy load V8 lets garbage grow the
// heap by hundreds of megabytes before collecting it; the server's live data is a few tens, so
// a cap of 256 MB keeps the process's memory bounded without ever being reached by live data.
// A NODE_OPTIONS that sets --max-old-space-size itself takes precedence.
const { spawn } = require('child_process');
const path = require('path');

const HEAP_MB = 256;
const MAIN = path.join(__dirname, '..', 'server', 'dist', 'main.js');

function startServerProcess({ env = process.env, stdio = 'inherit' } = {}) {
  const ownHeapLimit = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  const args = [...(ownHeapLimit ? [] : [`--max-old-space-size=${HEAP_MB}`]), MAIN];
  return spawn(process.execPath, args, { env, stdio });
}

module.exports = { startServerProcess };
