// A load generator at a fixed rate, run as a process of its own (so its CPU is never the measured
// server's): `node fixedRate.js '<json options>'` prints one JSON line of results.
//
// Requests are due at exact intervals (rate per second) and go out on keep-alive connections, one
// request at a time on each. A request's latency counts from when it was due, not from when a
// connection was free to send it (as wrk2 does): a server that falls behind is charged for the
// queue it makes, so the figure is the latency at that rate, not a burst's. autocannon's fixed
// rate sends each second's requests in a burst at the start of the second, which measures
// something else. Plain sockets and a prebuilt request keep the client's own cost to a few
// microseconds a request.
const net = require('node:net');

/** `{ origin, path, headers, rate, seconds, connections }` */
const options = JSON.parse(process.argv[2]);
const { hostname, port } = new URL(options.origin);
const request = Buffer.from(
  [
    `GET ${options.path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n'),
);
const total = Math.round(options.rate * options.seconds);
const intervalMs = 1000 / options.rate;
const latencies = new Float64Array(total);
let answered = 0;
let errors = 0;
let streamed = 0;
let bytes = 0;
let issued = 0;
let startedAt = 0;
const idle = [];

function finish() {
  const sorted = latencies.slice(0, answered).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round2 = (ms) => Math.round(ms * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({
      requests: answered,
      errors,
      streamed,
      bytes,
      seconds: (performance.now() - startedAt) / 1000,
      p50Ms: round2(at(50)),
      p99Ms: round2(at(99)),
      maxMs: round2(sorted[sorted.length - 1] ?? 0),
    })}\n`,
  );
  process.exit(0);
}

/** Sends the next due request on `connection`, if one is due and not yet sent. */
function sendDue(connection) {
  if (issued >= total || startedAt + issued * intervalMs > performance.now()) {
    idle.push(connection);
    return;
  }
  connection.dueAt = startedAt + issued * intervalMs;
  issued += 1;
  connection.socket.write(request);
}

function answer(connection, status, length) {
  latencies[answered] = performance.now() - connection.dueAt;
  answered += 1;
  bytes += length;
  if (status !== 200) errors += 1;
  if (answered === total) finish();
  else sendDue(connection);
}

/**
 * Reads answers off one connection: a header block, then Content-Length bytes of body, or a
 * chunked body (a page not kept yet, compressed on the way: counted as `streamed`).
 */
function open() {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    const connection = { socket, dueAt: 0 };
    let pending = Buffer.alloc(0);
    /** 'head', 'body' (bodyLeft bytes), or 'chunk' (the next chunk's size line). */
    let reading = 'head';
    let bodyLeft = 0;
    let status = 0;
    let length = 0;
    let chunked = false;
    const take = (count) => {
      length += count;
      pending = pending.subarray(count);
    };
    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (reading === 'head') {
          const end = pending.indexOf('\r\n\r\n');
          if (end < 0) return;
          const head = pending.subarray(0, end).toString('latin1');
          status = Number(head.slice(9, 12));
          const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
          if (!contentLength && !chunked) throw new Error(`An answer without a length:\n${head}`);
          length = 0;
          take(end + 4);
          reading = chunked ? 'chunk' : 'body';
          bodyLeft = chunked ? 0 : Number(contentLength[1]);
        }
        if (reading === 'chunk') {
          const end = pending.indexOf('\r\n');
          if (end < 0) return;
          const size = parseInt(pending.subarray(0, end).toString('latin1'), 16);
          // The size line and the chunk with its CRLF; the last (size 0) ends with an empty line.
          if (pending.length < end + 2 + size + 2) return;
          take(end + 2 + size + 2);
          if (size > 0) continue;
        } else {
          if (pending.length < bodyLeft) return;
          take(bodyLeft);
        }
        reading = 'head';
        if (chunked) streamed += 1;
        answer(connection, status, length);
      }
    });
    socket.once('connect', () => resolve(connection));
    socket.once('error', reject);
  });
}

async function main() {
  const connections = await Promise.all(Array.from({ length: options.connections }, open));
  startedAt = performance.now();
  idle.push(...connections);
  // Every millisecond, the requests now due go out on the connections that are free.
  const timer = setInterval(() => {
    while (idle.length > 0 && issued < total && startedAt + issued * intervalMs <= performance.now()) {
      sendDue(idle.pop());
    }
    if (issued >= total) clearInterval(timer);
  }, 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
