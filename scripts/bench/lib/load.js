// Load with autocannon, as the load parts measure it: one run's throughput, latencies and errors,
// and the server's highest resident memory while some work runs.
const autocannon = require('autocannon');

/** `connections` connections for `seconds` on `paths` (in turn); autocannon's work runs in a worker. */
async function load({ origin, paths, connections, seconds, headers = {} }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    workers: 1,
    headers,
    requests: paths.map((route) => ({ method: 'GET', path: route })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The highest resident memory of `server` seen while `work` runs. */
async function peakRssDuring(server, work) {
  let peak = server.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 200);
  try {
    const value = await work();
    return { value, peakMB: Math.max(peak, server.rss()) };
  } finally {
    clearInterval(timer);
  }
}

/** The load parts' memory targets, checked against the server's idle and peak resident memory. */
const MEMORY_TARGETS = { idleMB: 400, peakMB: 600 };

function memoryChecks(idleMB, peakMB) {
  return [
    {
      what: 'idle memory',
      target: `< ${MEMORY_TARGETS.idleMB} MB`,
      value: `${idleMB} MB`,
      passed: idleMB < MEMORY_TARGETS.idleMB,
    },
    {
      what: 'peak memory',
      target: `< ${MEMORY_TARGETS.peakMB} MB`,
      value: `${peakMB} MB`,
      passed: peakMB < MEMORY_TARGETS.peakMB,
    },
  ];
}

module.exports = { load, memoryChecks, peakRssDuring };
