// Load on the embedded database: many visitors on the home page's six API calls, compared with a
// constant JSON route of the same server in the same run, then again while an administrator
// saves the hero once a second; with the server's memory idle and at its peak.
const path = require('node:path');
const { load: loadWith, memoryChecks, peakRssDuring } = require('./lib/load');
const { startProductionServer } = require('./lib/productionServer');
const { percentile } = require('./lib/stats');

const API = '/v1/api/admin';
const HOME_CALLS = ['hero', 'aboutus', 'service', 'whychooseus', 'blog', 'gallery'].map(
  (name) => `${API}/home/${name}`,
);
const CONSTANT_ROUTE = '/runtime-config.json';

// BENCH_CONNECTIONS and BENCH_SECONDS shorten a trial run; the targets are for 200 and 30.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const IDLE_SETTLE_MS = 5_000;
// Unmeasured load first, so that no measured run pays for compiling the server's hot code.
const WARM_UP_SECONDS = 5;
const SAVE_EVERY_MS = 1_000;

const TARGETS = {
  readRatio: 0.8,
  p99Ms: 1_000,
  saveMs: 2_000,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** 200 connections for 30 s on `paths`. */
const load = (origin, paths, seconds = SECONDS) =>
  loadWith({ origin, paths, connections: CONNECTIONS, seconds });

/** A photo-sized upload, as the admin screen sends one: 1600x1000 JPEG. */
async function heroPicture(repoRoot) {
  const sharp = require(require.resolve('sharp', { paths: [path.join(repoRoot, 'server')] }));
  return sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#7c2d12',
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Saves the hero (multipart, with a new picture) once a second until `until` resolves. */
async function adminSavingEverySecond(server, authorization, picture, until) {
  const saves = [];
  let done = false;
  until.then(() => {
    done = true;
  });
  for (let n = 1; !done; n += 1) {
    const form = new FormData();
    form.append('herotitle', `Unleash Your Inner Warrior (${n})`);
    form.append('herodescription', 'Traditional Shotokan karate for every age and level.');
    form.append('heroimg', new Blob([picture], { type: 'image/jpeg' }), 'hero.jpg');
    const started = performance.now();
    const response = await fetch(`${server.origin}${API}/home/hero`, {
      method: 'PUT',
      headers: { authorization },
      body: form,
    });
    await response.arrayBuffer();
    const ms = Math.round(performance.now() - started);
    saves.push({ ms, status: response.status });
    await sleep(Math.max(0, SAVE_EVERY_MS - ms));
  }
  return saves;
}

async function run({ repoRoot, log }) {
  log('Compiling and starting the production server on a fresh data folder with demo content');
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'home-load.server.log'),
  });
  try {
    log(`Healthy after ${(server.startMs / 1000).toFixed(1)} s; letting it settle`);
    await sleep(IDLE_SETTLE_MS);
    const idleMB = server.rss();
    const authorization = await server.signIn();
    const picture = await heroPicture(repoRoot);

    const { value: runs, peakMB } = await peakRssDuring(server, async () => {
      log(`Warming up for ${WARM_UP_SECONDS} s on every route`);
      await load(server.origin, [CONSTANT_ROUTE, ...HOME_CALLS], WARM_UP_SECONDS);
      log(`${CONNECTIONS} connections for ${SECONDS} s on ${CONSTANT_ROUTE}`);
      const constant = await load(server.origin, [CONSTANT_ROUTE]);
      log(`${CONNECTIONS} connections for ${SECONDS} s on the six home calls`);
      const home = await load(server.origin, HOME_CALLS);
      log(`The same while an administrator saves the hero once a second`);
      let finished;
      const loadDone = new Promise((resolve) => {
        finished = resolve;
      });
      const savesDone = adminSavingEverySecond(server, authorization, picture, loadDone);
      const homeWithSaves = await load(server.origin, HOME_CALLS);
      finished();
      return { constant, home, homeWithSaves, saves: await savesDone };
    });

    const { constant, home, homeWithSaves, saves } = runs;
    const saveTimes = saves.map((save) => save.ms);
    const failedSaves = saves.filter((save) => save.status !== 200).length;
    const row = (name, result) => ({
      load: name,
      'requests/s': result.requestsPerSecond,
      'vs constant': (result.requestsPerSecond / constant.requestsPerSecond).toFixed(2),
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'max ms': result.maxMs,
      errors: result.errors,
    });
    const slowestSave = Math.max(...saveTimes);
    const readRuns = [
      ['home calls', home],
      ['home calls, admin saving', homeWithSaves],
    ];
    return {
      tables: [
        {
          title: `${CONNECTIONS} connections, ${SECONDS} s each`,
          rows: [
            row(`constant JSON (${CONSTANT_ROUTE})`, constant),
            row('home calls (6 routes)', home),
            row('home calls, admin saving 1/s', homeWithSaves),
          ],
        },
        {
          title: 'Admin saves under load (PUT /home/hero, multipart with a 1600x1000 JPEG)',
          rows: [
            {
              saves: saves.length,
              failed: failedSaves,
              'p50 ms': percentile(saveTimes, 50),
              'p99 ms': percentile(saveTimes, 99),
              'max ms': slowestSave,
            },
          ],
        },
        { title: 'Server memory (RSS)', rows: [{ 'idle MB': idleMB, 'peak MB': peakMB }] },
      ],
      checks: [
        ...readRuns.map(([name, result]) => ({
          what: `${name}: throughput vs the constant route`,
          target: `>= ${TARGETS.readRatio}`,
          value: (result.requestsPerSecond / constant.requestsPerSecond).toFixed(2),
          passed: result.requestsPerSecond >= TARGETS.readRatio * constant.requestsPerSecond,
        })),
        ...readRuns.map(([name, result]) => ({
          what: `${name}: p99 latency`,
          target: `< ${TARGETS.p99Ms} ms`,
          value: `${result.p99Ms} ms`,
          passed: result.p99Ms < TARGETS.p99Ms,
        })),
        {
          what: 'errors in every run',
          target: '0',
          value: String(constant.errors + home.errors + homeWithSaves.errors),
          passed: constant.errors + home.errors + homeWithSaves.errors === 0,
        },
        {
          what: 'every admin save succeeds, in time',
          target: `all 200, < ${TARGETS.saveMs} ms`,
          value: `${saves.length - failedSaves}/${saves.length}, slowest ${slowestSave} ms`,
          passed: failedSaves === 0 && saves.length > 0 && slowestSave < TARGETS.saveMs,
        },
        ...memoryChecks(idleMB, peakMB),
      ],
      details: {
        connections: CONNECTIONS,
        seconds: SECONDS,
        startMs: server.startMs,
        constant,
        home,
        homeWithSaves,
        saves,
      },
    };
  } finally {
    await server.stop();
  }
}

module.exports = {
  name: 'home-load',
  description:
    'the six home calls under 200 connections on the embedded database, with and without an admin saving',
  run,
};
