// Pages rendered from nothing, as the issue says a visitor meets them (issue 33, item 3):
// - after a start: the production server is started on a fresh data folder with the demo content
//   and WARM_PAGES=off, so that it renders no page ahead of visitors, and each public route is
//   asked for once, in order, from a process that has rendered nothing yet (it has loaded what
//   rendering needs before listening: the bundles, the manifests, the compiled stylesheets, 0173);
// - after a new build: in the same process, the build is deployed again (the shell's render
//   bundle and document, and every remote's server entry and manifests, written again: the same
//   bytes with a new time of change, as a deployment replaces them), so that every kept page is
//   stale and the bundles are loaded anew; SETTLE_MS later (the server looks for a new build every
//   second and loads it ahead, rendering nothing), each route is asked for once. ROUNDS times.
// Then the same as deployed (WARM_PAGES on): the server renders the pages itself at start and
// when it sees a new build, and the first visitor comes SETTLE_MS later; its answers say how the
// server had the page (X-Page-Cache). The time is the whole answer's, as a browser's first request for the HTML waits for it (asked
// with a browser's Accept-Encoding, so the answer is compressed as a browser gets it, see lib/timedPage). Over
// several starts: p50 and p99 per route. The server serves a copy of the web build in .bench/, so
// the new builds touch no file another process serves. Needs the web build (`npm run build`).
const fs = require('node:fs');
const path = require('node:path');
const { startProductionServer } = require('./lib/productionServer');
const { percentile } = require('./lib/stats');
const { publicRoutes } = require('./lib/publicRoutes');
const { timedPage } = require('./lib/timedPage');

// BENCH_COLD_STARTS, BENCH_COLD_DEPLOYED_STARTS and BENCH_COLD_ROUNDS shorten (or lengthen) a run.
const STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 10);
const DEPLOYED_STARTS = Number(process.env.BENCH_COLD_DEPLOYED_STARTS ?? 2);
/** How long after a new build (and, as deployed, a start) the first visitor comes. */
const SETTLE_MS = 3_000;
const TARGET_P99_MS = 50;

const round1 = (ms) => Math.round(ms * 10) / 10;

/** The web build's folders the server serves pages from, below the repository (or the copy). */
function buildFolders(root) {
  const remotes = fs.readdirSync(path.join(root, 'remotes'));
  return [
    path.join('shell', 'dist'),
    ...remotes
      .map((remote) => path.join('remotes', remote, 'dist'))
      .filter((folder) => fs.existsSync(path.join(root, folder))),
    'releases',
  ].filter((folder) => fs.existsSync(path.join(root, folder)));
}

/**
 * A copy of the web build for the bench's server alone. Inside the repository, so that the render
 * bundle's `require('react')` finds the same node_modules as the server's own.
 */
function copyOfBuild(repoRoot) {
  const root = path.join(repoRoot, '.bench', 'cold-pages-root');
  fs.rmSync(root, { recursive: true, force: true });
  for (const folder of buildFolders(repoRoot))
    fs.cpSync(path.join(repoRoot, folder), path.join(root, folder), {
      recursive: true,
      preserveTimestamps: true,
    });
  return root;
}

/** The files a deployment of a new build replaces that pages are made from. */
function deployedFiles(root) {
  const shell = path.join(root, 'shell', 'dist');
  const remoteBuilds = fs
    .readdirSync(path.join(root, 'remotes'))
    .flatMap((section) => {
      const dist = path.join(root, 'remotes', section, 'dist');
      return fs.existsSync(dist) ? fs.readdirSync(dist).map((remote) => path.join(dist, remote)) : [];
    })
    .filter((build) => fs.existsSync(path.join(build, 'server', 'remoteEntry.js')));
  return [
    path.join(shell, 'server', 'render.js'),
    path.join(shell, 'document.json'),
    ...remoteBuilds.flatMap((build) => [
      path.join(build, 'mf-manifest.json'),
      path.join(build, 'build-id.txt'),
      path.join(build, 'server', 'build-id.txt'),
      path.join(build, 'server', 'remoteEntry.js'),
    ]),
  ].filter((file) => fs.existsSync(file));
}

/** A new build deployed: each file written again beside itself and renamed into place. */
function deployAgain(files) {
  for (const file of files) {
    const next = `${file}.next`;
    fs.copyFileSync(file, next);
    fs.renameSync(next, file);
  }
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first request for each route after a start and after each new build, over `starts` starts:
 * with `warm`, as deployed (the server renders the pages itself at start and when it sees a new
 * build), a moment (SETTLE_MS) after each; without, rendered from nothing for the request, right
 * after the start and SETTLE_MS after each new build (an answer the server had already, rendered
 * again in the background after a change of content such as the demo pictures', is left out and
 * counted).
 */
async function firstRequests({ repoRoot, log, staticRoot, starts, warm }) {
  const files = deployedFiles(staticRoot);
  const times = {};
  const outcomes = {};
  const ask = async (kind, server, route) => {
    const { ms, cache: outcome } = await timedPage(server.origin, route.path);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    times[route.name] ??= { afterStart: [], afterBuild: [] };
    if (warm || outcome === 'miss') times[route.name][kind].push(ms);
  };
  for (let start = 1; start <= starts; start += 1) {
    log(`Start ${start}/${starts}: a fresh server with the demo content, WARM_PAGES=${warm ? 'on' : 'off'}`);
    const server = await startProductionServer({
      repoRoot,
      logFile: path.join(repoRoot, '.bench', 'cold-pages.server.log'),
      env: { WARM_PAGES: warm ? 'on' : 'off', STATIC_ROOT: staticRoot },
    });
    log(`Healthy after ${(server.startMs / 1000).toFixed(1)} s`);
    try {
      // Found through the API, which renders no page.
      const routes = await publicRoutes(server.origin);
      if (warm) await settle(SETTLE_MS);
      for (const route of routes) await ask('afterStart', server, route);
      for (let n = 1; n <= ROUNDS; n += 1) {
        deployAgain(files);
        await settle(SETTLE_MS);
        for (const route of routes) await ask('afterBuild', server, route);
      }
    } finally {
      await server.stop();
    }
  }
  return { times, outcomes };
}

const rowsOf = (times) =>
  Object.entries(times).map(([route, { afterStart, afterBuild }]) => ({
    route,
    'after a start p50 ms': round1(percentile(afterStart, 50)),
    'after a start p99 ms': round1(percentile(afterStart, 99)),
    'after a new build p50 ms': round1(percentile(afterBuild, 50)),
    'after a new build p99 ms': round1(percentile(afterBuild, 99)),
  }));

const outcomesOf = (outcomes) =>
  Object.entries(outcomes)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ');

async function run({ repoRoot, log }) {
  const staticRoot = copyOfBuild(repoRoot);
  const cold = await firstRequests({ repoRoot, log, staticRoot, starts: STARTS, warm: false });
  const deployed = await firstRequests({ repoRoot, log, staticRoot, starts: DEPLOYED_STARTS, warm: true });
  const rows = rowsOf(cold.times);
  const checks = rows.flatMap((row) =>
    ['after a start', 'after a new build'].map((when) => ({
      what: `${row.route}: rendered from nothing ${when}, p99`,
      target: `< ${TARGET_P99_MS} ms`,
      value: `${row[`${when} p99 ms`]} ms`,
      passed: row[`${when} p99 ms`] < TARGET_P99_MS,
    })),
  );
  return {
    tables: [
      {
        title: `Cold pages, rendered from nothing for the request (the build loaded ahead, no page rendered ahead): ${STARTS} starts with WARM_PAGES=off; each route once after the start, then ${SETTLE_MS / 1000} s after each of ${ROUNDS} new builds (answers: ${outcomesOf(cold.outcomes)}; only misses counted)`,
        rows,
      },
      {
        title: `As deployed (WARM_PAGES on): ${DEPLOYED_STARTS} starts; each route once ${SETTLE_MS / 1000} s after the start, then ${SETTLE_MS / 1000} s after each of ${ROUNDS} new builds (answers: ${outcomesOf(deployed.outcomes)})`,
        rows: rowsOf(deployed.times),
      },
    ],
    checks,
    details: { starts: STARTS, deployedStarts: DEPLOYED_STARTS, rounds: ROUNDS, cold, deployed },
  };
}

module.exports = {
  name: 'cold-pages',
  description:
    'Each public page after a start and after each new build: rendered from nothing, and as deployed (p50/p99)',
  run,
};
