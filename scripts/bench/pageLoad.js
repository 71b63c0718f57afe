// Many visitors asking for the pages themselves: every public route of the production build under
// 200 connections (HTML, brotli or gzip accepted), each beside its static twin (the page saved from
// Chromium without its scripts, with brotli and gzip copies beside it, so the server sends it as it
// sends its best static file), one after the other; then the shell's main script at 50
// connections; with the server's memory idle and at its peak.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { build } = require('../build');
const { load, memoryChecks, peakRssDuring } = require('./lib/load');
const { startProductionServer } = require('./lib/productionServer');
const { publicRoutes } = require('./lib/publicRoutes');
const { makeStaticRoot, saveStaticTwins } = require('./lib/staticTwins');

// BENCH_CONNECTIONS and BENCH_SECONDS shorten a trial run; the targets are for 200 and 15.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SCRIPT_CONNECTIONS = 50;
const WARM_UP_SECONDS = 5;
const IDLE_SETTLE_MS = 5_000;
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };

const TARGETS = { ratio: 0.8, p99Ms: 200, mainScriptPerSecond: 2_000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Brotli and gzip copies beside each twin, as the build writes them beside its own files. */
function compressTwins(twinsDir) {
  for (const name of fs.readdirSync(twinsDir).filter((file) => file.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(twinsDir, name));
    fs.writeFileSync(path.join(twinsDir, `${name}.br`), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(twinsDir, `${name}.gz`), zlib.gzipSync(html, { level: 9 }));
  }
}

/** Two runs of half the time as one: requests per second over both, the worse latencies. */
function bothHalves(first, second) {
  return {
    requestsPerSecond: Math.round((first.requestsPerSecond + second.requestsPerSecond) / 2),
    p50Ms: Math.max(first.p50Ms, second.p50Ms),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    maxMs: Math.max(first.maxMs, second.maxMs),
    errors: first.errors + second.errors,
    requests: first.requests + second.requests,
  };
}

/** The shell's main script, as the pages' start script names it. */
function mainScriptPath(repoRoot) {
  const parts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell', 'dist', 'document.json'), 'utf8'));
  return parts.startScript.app;
}

async function run({ repoRoot, log }) {
  log('Bringing the production build up to date, as npm start does');
  await build({ all: false });
  const staticRoot = makeStaticRoot(repoRoot);
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'page-load.server.log'),
    env: { STATIC_ROOT: staticRoot.root, LOG_LEVEL: 'warn' },
  });
  try {
    const routes = await publicRoutes(server.origin);
    log('Saving each route from Chromium as its static twin (scripts removed), with compressed copies');
    const twins = await saveStaticTwins({ origin: server.origin, routes, twinsDir: staticRoot.twinsDir });
    compressTwins(staticRoot.twinsDir);
    await sleep(IDLE_SETTLE_MS);
    const idleMB = server.rss();
    const mainScript = mainScriptPath(repoRoot);
    const options = { origin: server.origin, connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER };

    const { value: runs, peakMB } = await peakRssDuring(server, async () => {
      log(`Warming up for ${WARM_UP_SECONDS} s on every page and twin`);
      const every = routes.flatMap((route) => [route.path, twins[route.name]]);
      await load({ ...options, paths: every, seconds: WARM_UP_SECONDS });
      const pages = [];
      const half = { ...options, seconds: SECONDS / 2 };
      for (const route of routes) {
        log(
          `${CONNECTIONS} connections for ${SECONDS} s each on ${route.path} and its twin (page, twin, twin, page)`,
        );
        // Page, twin, twin, page: what a run inherits from the one before it (a collection, a
        // warm cache) falls on both alike.
        const pageFirst = await load({ ...half, paths: [route.path] });
        const twinFirst = await load({ ...half, paths: [twins[route.name]] });
        const twinSecond = await load({ ...half, paths: [twins[route.name]] });
        const pageSecond = await load({ ...half, paths: [route.path] });
        pages.push({
          route: route.path,
          page: bothHalves(pageFirst, pageSecond),
          twin: bothHalves(twinFirst, twinSecond),
        });
      }
      log(`${SCRIPT_CONNECTIONS} connections for ${SECONDS} s on ${mainScript}`);
      const script = await load({ ...options, connections: SCRIPT_CONNECTIONS, paths: [mainScript] });
      return { pages, script };
    });

    const { pages, script } = runs;
    const ratioOf = ({ page, twin }) => page.requestsPerSecond / twin.requestsPerSecond;
    const listed = (misses) => (misses.length === 0 ? 'all routes' : `missed by ${misses.join(', ')}`);
    const belowRatio = pages.filter((run) => ratioOf(run) < TARGETS.ratio);
    const slow = pages.filter((run) => run.page.p99Ms >= TARGETS.p99Ms);
    const errors = pages.reduce((sum, run) => sum + run.page.errors + run.twin.errors, script.errors);
    return {
      tables: [
        {
          title: `${CONNECTIONS} connections, ${SECONDS} s each, HTML with brotli or gzip; twin = the page saved without scripts, served with compressed copies`,
          rows: pages.map((run) => ({
            route: run.route,
            'requests/s': run.page.requestsPerSecond,
            'twin requests/s': run.twin.requestsPerSecond,
            'vs twin': ratioOf(run).toFixed(2),
            'p50 ms': run.page.p50Ms,
            'p99 ms': run.page.p99Ms,
            'twin p99 ms': run.twin.p99Ms,
            errors: run.page.errors + run.twin.errors,
          })),
        },
        {
          title: `The shell's main script, ${SCRIPT_CONNECTIONS} connections`,
          rows: [
            {
              script: mainScript,
              'requests/s': script.requestsPerSecond,
              'p99 ms': script.p99Ms,
              errors: script.errors,
            },
          ],
        },
        { title: 'Server memory (RSS)', rows: [{ 'idle MB': idleMB, 'peak MB': peakMB }] },
      ],
      checks: [
        {
          what: 'every public route: throughput vs its static twin',
          target: `>= ${TARGETS.ratio}x`,
          value: listed(belowRatio.map((run) => `${run.route} ${ratioOf(run).toFixed(2)}`)),
          passed: belowRatio.length === 0,
        },
        {
          what: 'every public route: p99 latency',
          target: `< ${TARGETS.p99Ms} ms`,
          value: listed(slow.map((run) => `${run.route} ${run.page.p99Ms} ms`)),
          passed: slow.length === 0,
        },
        { what: 'errors in every run', target: '0', value: String(errors), passed: errors === 0 },
        {
          what: `the shell's main script at ${SCRIPT_CONNECTIONS} connections`,
          target: `>= ${TARGETS.mainScriptPerSecond} requests/s`,
          value: `${script.requestsPerSecond} requests/s`,
          passed: script.requestsPerSecond >= TARGETS.mainScriptPerSecond,
        },
        ...memoryChecks(idleMB, peakMB),
      ],
      details: {
        connections: CONNECTIONS,
        seconds: SECONDS,
        targets: TARGETS,
        pages,
        script,
        idleMB,
        peakMB,
      },
    };
  } finally {
    await server.stop();
    staticRoot.remove();
  }
}

module.exports = {
  name: 'page-load',
  description:
    'every public page under 200 connections beside its static twin, and the shell’s main script at 50 connections',
  run,
};
