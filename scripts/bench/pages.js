// The public pages as a phone sees them: Lighthouse on each route of the production build,
// served by the real server with the demo content, side by side with the route's static twin
// (the same page saved from a browser without its scripts), three times each, interleaved; the
// time the phone spends styling and laying out each (and the stylesheets arriving after its first
// paint, each of which makes it do so again), the JavaScript each route loads and the requests
// before its main content shows. BENCH_ROUTES and BENCH_REPEATS shorten a trial run. With --builds, first the
// time of a cold `npm run build` and of one remote rebuilt alone.
const path = require('node:path');
const { build } = require('../build');
const { gzippedSize } = require('../remoteBudgets');
const { measureBuilds } = require('./lib/buildTimes');
const { lighthouseReport, figuresOf, causesOf } = require('./lib/lighthouse');
const { startProductionServer } = require('./lib/productionServer');
const { publicRoutes } = require('./lib/publicRoutes');
const { makeStaticRoot, saveStaticTwins } = require('./lib/staticTwins');
const { medians, ratio } = require('./lib/stats');

// BENCH_REPEATS shortens a trial run; the figures are medians of three.
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.05,
  cls: 0,
  // Total Blocking Time at most this much over the static twin's (issue 33).
  tbtOverTwinMs: 30,
  // The page's CSS is all there at its first paint: no stylesheet arrives after it.
  stylesheetsAfterFcp: 0,
  ttiMs: 2000,
  scriptKB: 110,
};
const MEDIAN_FIELDS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'ttiMs',
  'renderBlockingMs',
  'styleLayoutMs',
  'stylesheetsAfterFcp',
  'imageFormatKB',
  'imageSizeKB',
  'imageEncodingKB',
  'requestsBeforeLcp',
];

/** Scripts written into a page (its start script), not JSON data: what the browser runs from the HTML. */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The gzipped size of the JavaScript a route runs: every script file it loaded, each fetched once
 * from the server, and the scripts its HTML holds.
 */
async function gzippedBytes(origin, path, urls, cache) {
  const html = await (await fetch(new URL(path, origin), { headers: { accept: 'text/html' } })).text();
  let total = [...html.matchAll(INLINE_SCRIPT)].reduce(
    (sum, [, code]) => sum + gzippedSize(Buffer.from(code)),
    0,
  );
  for (const url of new Set(urls)) {
    if (!cache.has(url)) {
      const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
      cache.set(url, gzippedSize(body));
    }
    total += cache.get(url);
  }
  return total;
}

/** Each route and its twin, one after the other, `REPEATS` times over. */
async function measureRoutes({ origin, routes, twins, log }) {
  const runs = Object.fromEntries(routes.map((route) => [route.name, { site: [], twin: [], causes: [] }]));
  for (let round = 1; round <= REPEATS; round += 1) {
    for (const route of routes) {
      log(`Round ${round}/${REPEATS}: ${route.path} and its twin`);
      const site = await lighthouseReport(`${origin}${route.path}`);
      const twin = await lighthouseReport(`${origin}${twins[route.name]}`);
      runs[route.name].site.push(figuresOf(site));
      runs[route.name].twin.push(figuresOf(twin));
      runs[route.name].causes.push(causesOf(site));
    }
  }
  return runs;
}

const seconds = (ms) => (ms === undefined ? '' : (ms / 1000).toFixed(2));

/** One route's medians, its twin's LCP and the ratio between them. */
function summarise(route, { site, twin }, scriptBytes) {
  const figures = medians(site, MEDIAN_FIELDS);
  const twinFigures = medians(twin, ['performance', 'lcpMs', 'tbtMs', 'styleLayoutMs']);
  return {
    route: route.path,
    ...figures,
    twinPerformance: twinFigures.performance,
    twinLcpMs: twinFigures.lcpMs,
    twinTbtMs: twinFigures.tbtMs,
    twinStyleLayoutMs: twinFigures.styleLayoutMs,
    lcpRatio: ratio(figures.lcpMs, twinFigures.lcpMs),
    tbtOverTwinMs: figures.tbtMs - twinFigures.tbtMs,
    scriptKB: Math.round(scriptBytes / 102.4) / 10,
  };
}

function tableRow(summary) {
  return {
    route: summary.route,
    perf: summary.performance,
    a11y: summary.accessibility,
    'best pr.': summary.bestPractices,
    SEO: summary.seo,
    'FCP s': seconds(summary.fcpMs),
    'LCP s': seconds(summary.lcpMs),
    'twin LCP s': seconds(summary.twinLcpMs),
    'LCP ratio': summary.lcpRatio,
    CLS: summary.cls.toFixed(3),
    'TBT ms': Math.round(summary.tbtMs),
    'twin TBT ms': Math.round(summary.twinTbtMs),
    'style+layout ms': Math.round(summary.styleLayoutMs),
    'twin style+layout ms': Math.round(summary.twinStyleLayoutMs),
    'CSS after FCP': summary.stylesheetsAfterFcp,
    'TTI s': seconds(summary.ttiMs),
    'blocking CSS ms': Math.round(summary.renderBlockingMs),
    'img KB format/size/enc.': `${summary.imageFormatKB}/${summary.imageSizeKB}/${summary.imageEncodingKB}`,
    'JS KB gz': summary.scriptKB,
    'req. to LCP': summary.requestsBeforeLcp,
    'twin perf': summary.twinPerformance,
  };
}

/** Every route against each target; the check lists the routes that miss it. */
function targetChecks(summaries) {
  return [
    ['performance', 'performance', `>= ${TARGETS.performance}`, (s) => s.performance >= TARGETS.performance],
    [
      'accessibility',
      'accessibility',
      `${TARGETS.accessibility}`,
      (s) => s.accessibility >= TARGETS.accessibility,
    ],
    [
      'best practices',
      'bestPractices',
      `${TARGETS.bestPractices}`,
      (s) => s.bestPractices >= TARGETS.bestPractices,
    ],
    ['SEO', 'seo', `${TARGETS.seo}`, (s) => s.seo >= TARGETS.seo],
    ['LCP vs static twin', 'lcpRatio', `<= ${TARGETS.lcpRatio}x`, (s) => s.lcpRatio <= TARGETS.lcpRatio],
    ['CLS', 'cls', `<= ${TARGETS.cls}`, (s) => s.cls <= TARGETS.cls],
    [
      'stylesheets arriving after the first paint',
      'stylesheetsAfterFcp',
      `${TARGETS.stylesheetsAfterFcp}`,
      (s) => s.stylesheetsAfterFcp <= TARGETS.stylesheetsAfterFcp,
    ],
    [
      'TBT over the static twin’s',
      'tbtOverTwinMs',
      `<= ${TARGETS.tbtOverTwinMs} ms`,
      (s) => s.tbtOverTwinMs <= TARGETS.tbtOverTwinMs,
    ],
    ['time to interactive', 'ttiMs', `<= ${TARGETS.ttiMs} ms`, (s) => s.ttiMs <= TARGETS.ttiMs],
    ['gzipped JavaScript', 'scriptKB', `<= ${TARGETS.scriptKB} KB`, (s) => s.scriptKB <= TARGETS.scriptKB],
  ].map(([what, field, target, passes]) => {
    const misses = summaries.filter((summary) => !passes(summary));
    const shown = (summary) => `${summary.route} ${Number(summary[field].toFixed(3))}`;
    return {
      what: `${what} on every public route`,
      target,
      value: misses.length === 0 ? 'all routes' : `missed by ${misses.map(shown).join(', ')}`,
      passed: misses.length === 0,
    };
  });
}

/** What Lighthouse gives as the causes, for each route that misses a target. */
function causeRows(summaries, runs, routes) {
  const rows = [];
  for (const [index, summary] of summaries.entries()) {
    // The failing audits of the last round; layout shifts from every round, as they come and go.
    const rounds = runs[routes[index].name].causes;
    const causes = rounds.at(-1);
    const shifts = [...new Set(rounds.flatMap((round) => round.layoutShifts))];
    const add = (target, cause) => rows.push({ route: summary.route, target, cause });
    for (const [key, label] of [
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ]) {
      if (summary[key] < TARGETS[key]) {
        for (const audit of causes.failing[key]) add(label, `${audit.id}: ${audit.example ?? audit.title}`);
      }
    }
    if (summary.performance < TARGETS.performance || summary.lcpRatio > TARGETS.lcpRatio) {
      add('LCP', `element ${causes.lcp.element}; ${causes.lcp.phases.join(', ')}`);
      add('LCP', `waits for ${causes.lcpRequests.join(', ')}`);
      for (const opportunity of causes.opportunities) {
        add(
          'performance',
          `${opportunity.id}: ${opportunity.value ?? ''} (LCP -${opportunity.savingsMs} ms)`,
        );
      }
    }
    if (summary.cls > TARGETS.cls) add('CLS', shifts.join('; ') || 'no element named');
    if (summary.tbtOverTwinMs > TARGETS.tbtOverTwinMs)
      add('TBT', `JavaScript execution ${causes.mainThread}`);
  }
  return rows;
}

async function run({ repoRoot, log, options }) {
  const builds = options.has('builds') ? await measureBuilds({ repoRoot, log }) : undefined;
  if (!builds) {
    log('Bringing the production build up to date, as npm start does');
    await build({ all: false });
  }
  const staticRoot = makeStaticRoot(repoRoot);
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'pages.server.log'),
    env: { STATIC_ROOT: staticRoot.root, LOG_LEVEL: 'warn' },
  });
  try {
    const routes = await publicRoutes(server.origin);
    log('Saving each route from Chromium as its static twin (scripts removed)');
    const twins = await saveStaticTwins({ origin: server.origin, routes, twinsDir: staticRoot.twinsDir });
    const runs = await measureRoutes({ origin: server.origin, routes, twins, log });
    const sizes = new Map();
    const summaries = [];
    for (const route of routes) {
      const scripts = runs[route.name].site.flatMap((figures) => figures.scriptUrls);
      summaries.push(
        summarise(route, runs[route.name], await gzippedBytes(server.origin, route.path, scripts, sizes)),
      );
    }
    const causes = causeRows(summaries, runs, routes);
    const tables = [
      {
        title: `Lighthouse ${REPEATS}x per route (mobile, simulated throttling), medians; twin = the page saved without scripts`,
        rows: summaries.map(tableRow),
      },
      ...(causes.length > 0
        ? [{ title: 'Causes Lighthouse gives for the missed targets', rows: causes }]
        : []),
      ...(builds
        ? [
            {
              title: 'Build times',
              rows: [
                { build: 'npm run build (cold)', seconds: seconds(builds.coldMs) },
                {
                  build: `npm run build -w @academy/section-${builds.section}`,
                  seconds: seconds(builds.sectionMs),
                },
              ],
            },
          ]
        : []),
    ];
    return {
      tables,
      checks: targetChecks(summaries),
      details: { repeats: REPEATS, targets: TARGETS, summaries, builds, runs },
    };
  } finally {
    await server.stop();
    staticRoot.remove();
  }
}

module.exports = {
  name: 'pages',
  description:
    'Lighthouse on every public route against its static twin; JavaScript and requests per route (--builds: build times)',
  options: { builds: 'also time a cold npm run build and one section rebuilt alone (minutes)' },
  run,
};
