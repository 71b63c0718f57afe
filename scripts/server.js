// The production server as a process of its own (npm start, the benchmark): node running
// server/dist/server/src/main.js with its JavaScript heap capped. Under heavy load V8 lets garbage grow the
// heap by hundreds of megabytes before collecting it; the server's live data is a few tens, so
// a cap of 256 MB keeps the process's memory bounded without ever being reached by live data.
// A NODE_OPTIONS that sets --max-old-space-size itself takes precedence.
const { spawn } = require('child_process');
const path = require('path');

const HEAP_MB = 256;
const MAIN = path.join(__dirname, '..', 'server', 'dist', 'server', 'src', 'main.js');

/**
 * glibc gives each thread that allocates its own malloc arenas and rarely returns their memory:
 * the image encoder's threads (uploads, the demo pictures) left about 140 MB resident for good.
 * Two arenas keep it to what is in use (sharp's documentation recommends the same).
 */
const MALLOC_ARENAS = '2';

/**
 * How far the heap grows past what the last full collection kept before V8 collects it again:
 * 50%. With the heap capped at 256 MB, V8 picks a factor of about 1.15 by itself: after a new
 * build is loaded and collected (86 MB kept), the next collection came at about 99 MB, and the
 * first renders' compiled code crossed it. In 2 of 12 new builds of a traced run, V8 marked the
 * heap in steps of 26-36 ms in all, and paused for 7-11 ms more, inside the first pages'
 * renders. At 50% no collection fell inside a render in 12 builds. The cap still bounds the heap.
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * V8's memory reducer, off: when the allocation rate falls (the server idle for some seconds), it
 * marks and compacts the heap up to three times to give memory back, about 120 ms of a core each
 * (360 ms in all, 27-30 s after a start in a traced run). When visitors come back meanwhile, they
 * wait behind it: in the nginx bench, whose server rests while nginx is measured, a server window
 * cost up to 48 µs a request instead of 35-40, with p99 up to 2.8 ms. The heap still shrinks at its
 * next full collection; until then it holds at most HEAP_GROWING_PERCENT more than it kept.
 */
const MEMORY_REDUCER = '--no-memory-reducer';

function startServerProcess({ env = process.env, stdio = 'inherit' } = {}) {
  const ownHeapLimit = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  // --expose-gc: the server collects garbage right after loading a new build (serving/pageWarmer.ts).
  const args = [
    ...(ownHeapLimit ? [] : [`--max-old-space-size=${HEAP_MB}`]),
    `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    MEMORY_REDUCER,
    '--expose-gc',
    MAIN,
  ];
  return spawn(process.execPath, args, { env: { MALLOC_ARENA_MAX: MALLOC_ARENAS, ...env }, stdio });
}

module.exports = { startServerProcess };
