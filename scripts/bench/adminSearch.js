// Find anything (issue 32): the admin area's search (GET /v1/api/admin/search?q=) against the
// production server with the demo content, as a staff member would type it: a word, a phrase from a
// text, a name with an accent left out, a word nothing holds. Each query is asked ROUNDS times after
// a warm-up, one at a time, timed to the answer's last byte; the target is every answer under 100 ms.
const path = require('node:path');
const { startProductionServer } = require('./lib/productionServer');
const { percentile } = require('./lib/stats');

// BENCH_SEARCH_ROUNDS shortens (or lengthens) a run.
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 50);
const WARM_UP = 5;
const TARGET_MS = 100;
const QUERIES = [
  'karate',
  'kids karate',
  'self defence',
  'beginners welcome',
  'black belt',
  'grading',
  'no such word here',
];

const round1 = (ms) => Math.round(ms * 10) / 10;

async function timedSearch(origin, authorization, query) {
  const started = performance.now();
  const response = await fetch(`${origin}/v1/api/admin/search?q=${encodeURIComponent(query)}`, {
    headers: { authorization },
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`"${query}" answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, found: body.data.results.length };
}

async function run({ repoRoot, log }) {
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'admin-search.server.log'),
  });
  log(`Healthy after ${(server.startMs / 1000).toFixed(1)} s`);
  const times = Object.fromEntries(QUERIES.map((query) => [query, []]));
  const found = {};
  try {
    const authorization = await server.signIn();
    for (const query of QUERIES)
      for (let i = 0; i < WARM_UP; i += 1) await timedSearch(server.origin, authorization, query);
    for (let round = 1; round <= ROUNDS; round += 1)
      for (const query of QUERIES) {
        const answer = await timedSearch(server.origin, authorization, query);
        times[query].push(answer.ms);
        found[query] = answer.found;
      }
  } finally {
    await server.stop();
  }
  const every = Object.values(times).flat();
  const rows = QUERIES.map((query) => ({
    query,
    results: found[query],
    'p50 ms': round1(percentile(times[query], 50)),
    'p99 ms': round1(percentile(times[query], 99)),
  }));
  const p99 = round1(percentile(every, 99));
  return {
    tables: [{ title: `Admin search with the demo content: each query ${ROUNDS} times`, rows }],
    checks: [
      {
        what: 'search answer, p99',
        target: `< ${TARGET_MS} ms`,
        value: `${p99} ms`,
        passed: p99 < TARGET_MS,
      },
    ],
    details: { rounds: ROUNDS, times, p50: round1(percentile(every, 50)), p99 },
  };
}

module.exports = {
  name: 'admin-search',
  description: 'The admin area’s search with the demo content: p50 and p99 per query (target under 100 ms)',
  run,
};
