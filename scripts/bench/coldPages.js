// Pages rendered from nothing: the production server is started on a fresh data folder with the
// demo content, and each public route is asked for once, in order, from a process that has rendered
// nothing yet (`first`); then, in the same process, again after every save (an administrator's draft
// of the home hero, which visitors do not see but which makes the server forget every kept page
// and every kept API answer), so that each page is rendered cold again (`after a save`). The time
// is the whole answer's, as a browser's first request for the HTML waits for it. Over several
// starts: p50 and p99 per route. Needs the web build (`npm run build`) on disk.
const path = require('node:path');
const { startProductionServer } = require('./lib/productionServer');
const { percentile } = require('./lib/stats');
const { publicRoutes } = require('./lib/publicRoutes');

// BENCH_COLD_STARTS and BENCH_COLD_ROUNDS shorten (or lengthen) a run.
const STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 10);
const API = '/v1/api/admin';

const round1 = (ms) => Math.round(ms * 10) / 10;

/** A save no visitor sees: every kept page and API answer is forgotten. */
async function forgetEverything(server, authorization, n) {
  const response = await fetch(`${server.origin}${API}/home/hero/draft`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ herotitle: `A draft (${n})`, herodescription: 'Not for visitors yet.' }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`The draft could not be saved: ${response.status}`);
}

/** One request for the route's HTML, timed to its last byte. */
async function timedPage(origin, route) {
  const started = performance.now();
  const response = await fetch(`${origin}${route.path}`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
  return ms;
}

async function run({ repoRoot, log }) {
  const times = {};
  const record = (kind, route, ms) => {
    times[route.name] ??= { first: [], afterSave: [] };
    times[route.name][kind].push(ms);
  };
  for (let start = 1; start <= STARTS; start += 1) {
    log(`Start ${start}/${STARTS}: a fresh server with the demo content`);
    const server = await startProductionServer({
      repoRoot,
      logFile: path.join(repoRoot, '.bench', 'cold-pages.server.log'),
    });
    log(`Healthy after ${(server.startMs / 1000).toFixed(1)} s`);
    try {
      // Found through the API, which renders no page.
      const routes = await publicRoutes(server.origin);
      for (const route of routes) record('first', route, await timedPage(server.origin, route));
      const authorization = await server.signIn();
      for (let n = 1; n <= ROUNDS; n += 1) {
        for (const route of routes) {
          await forgetEverything(server, authorization, `${start}.${n}.${route.name}`);
          record('afterSave', route, await timedPage(server.origin, route));
        }
      }
    } finally {
      await server.stop();
    }
  }
  const rows = Object.entries(times).map(([route, { first, afterSave }]) => ({
    route,
    'first p50 ms': round1(percentile(first, 50)),
    'first p99 ms': round1(percentile(first, 99)),
    'after a save p50 ms': round1(percentile(afterSave, 50)),
    'after a save p99 ms': round1(percentile(afterSave, 99)),
  }));
  return {
    tables: [
      {
        title: `Cold pages: ${STARTS} starts; each route once first, then after each of ${ROUNDS} saves`,
        rows,
      },
    ],
    checks: [],
    details: { starts: STARTS, rounds: ROUNDS, times },
  };
}

module.exports = {
  name: 'cold-pages',
  description: 'Each public page rendered from nothing: first after a start, and after each save (p50/p99)',
  run,
};
