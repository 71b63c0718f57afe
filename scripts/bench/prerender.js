// The next page already there: from a click to the largest paint of the page it opens, when the
// page's Speculation Rules had Chromium prerender it while the pointer rested on the link
// (docs/decisions/0164-prerender-public-pages.md). Every public route is a target, reached from
// its neighbour before it in the menu (the last from the first), or, when that page has no visible
// link to it (a blog post), from the first route that has one. Each pair is measured
// BENCH_PRERENDER_ROUNDS times (5) in a fresh tab of one headless Chromium (puppeteer-core: see
// lib/prerender.js), and as often without prerendering for comparison (the rules taken away, the
// link clicked at once: the page fetched, its largest paint from its navigation's start), against
// the production server on a fresh data folder with the demo content, the pages kept from a first
// visit each. The time is the shown page's largest paint less its activationStart. Needs the web
// build (`npm run build`) on disk.
const path = require('node:path');
const { startProductionServer } = require('./lib/productionServer');
const {
  fetchedVisit,
  launchBrowser,
  prerenderedVisit,
  recordingProxy,
  visibleLinkTo,
} = require('./lib/prerender');
const { publicRoutes } = require('./lib/publicRoutes');
const { median } = require('./lib/stats');

const ROUNDS = Number(process.env.BENCH_PRERENDER_ROUNDS ?? 5);
/** The target: from the click to the largest paint, measured from activationStart. */
const TARGET_MS = 100;

const round1 = (ms) => (ms === undefined || ms === null ? undefined : Math.round(ms * 10) / 10);

/** Whether the page at `from` shows a visitor a link to `to`. */
async function linksTo(browser, origin, from, to) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${from.path}`, { waitUntil: 'load' });
    return (await visibleLinkTo(page, to.path)) !== undefined;
  } finally {
    await page.close();
  }
}

/** Each route as a target, from its neighbour before it in the menu, else from a page linking it. */
async function routePairs(browser, origin, routes) {
  const pairs = [];
  for (const [index, to] of routes.entries()) {
    const neighbour = routes[(index + routes.length - 1) % routes.length];
    const candidates = [neighbour, ...routes.filter((route) => route !== neighbour && route !== to)];
    let from;
    for (const candidate of candidates) {
      if (await linksTo(browser, origin, candidate, to)) {
        from = candidate;
        break;
      }
    }
    if (!from) throw new Error(`No public page shows a link to ${to.path}`);
    pairs.push({ from, to });
  }
  return pairs;
}

async function run({ repoRoot, log }) {
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'prerender.server.log'),
  });
  log(`Healthy after ${(server.startMs / 1000).toFixed(1)} s`);
  const proxy = await recordingProxy(server.origin);
  const browser = await launchBrowser();
  const visits = {};
  try {
    const routes = await publicRoutes(server.origin);
    // A first visit of each page keeps it: the prerenders are answered from memory.
    for (const route of routes) await (await fetch(`${server.origin}${route.path}`)).arrayBuffer();
    const pairs = await routePairs(browser, proxy.origin, routes);
    for (const { from, to } of pairs) {
      const name = `${from.name} → ${to.name}`;
      visits[name] = { prerendered: [], fetched: [] };
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const [kind, visit] of [
          ['prerendered', (page) => prerenderedVisit(page, proxy, to.path)],
          ['fetched', (page) => fetchedVisit(page, to.path)],
        ]) {
          const page = await browser.newPage();
          try {
            await page.goto(`${proxy.origin}${from.path}`, { waitUntil: 'load' });
            visits[name][kind].push(await visit(page));
          } catch (error) {
            // A click that showed no page (or no prerender) counts as not shown, the run goes on.
            log(`${name}, ${kind}: ${error.message}`);
            visits[name][kind].push({
              activationStart: 0,
              clickToLargestPaintMs: null,
              error: error.message,
            });
          } finally {
            await page.close();
          }
        }
      }
      const clicks = visits[name].prerendered.map((visit) => round1(visit.clickToLargestPaintMs));
      log(`${name}: click → largest paint ${clicks.join(', ')} ms`);
    }
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
  const figures = Object.entries(visits).map(([pair, { prerendered, fetched }]) => {
    const clicks = prerendered.map((visit) => visit.clickToLargestPaintMs);
    return {
      pair,
      prerendered: prerendered.filter((visit) => visit.activationStart > 0).length,
      readyMs: median(prerendered.map((visit) => visit.readyMs)),
      clickMs: median(clicks),
      worstMs: Math.max(...clicks.filter((ms) => ms !== null)),
      fetchedMs: median(fetched.map((visit) => visit.clickToLargestPaintMs)),
    };
  });
  return {
    tables: [
      {
        title: `The next page already there: ${ROUNDS} clicks per pair after the pointer rested on the link`,
        rows: figures.map(({ pair, prerendered, readyMs, clickMs, worstMs, fetchedMs }) => ({
          'route pair': pair,
          'shown prerendered': `${prerendered}/${ROUNDS}`,
          'hover → prerendered, p50 ms': round1(readyMs),
          'click → largest paint, p50 ms': round1(clickMs),
          'worst ms': round1(worstMs),
          'without prerender, p50 ms': round1(fetchedMs),
        })),
      },
    ],
    checks: figures.flatMap(({ pair, prerendered, clickMs }) => [
      {
        what: `${pair}: every click shows the prerendered page`,
        target: `${ROUNDS}/${ROUNDS}`,
        value: `${prerendered}/${ROUNDS}`,
        passed: prerendered === ROUNDS,
      },
      {
        what: `${pair}: click → largest paint (p50, from activationStart)`,
        target: `<= ${TARGET_MS} ms`,
        value: `${round1(clickMs)} ms`,
        passed: clickMs !== undefined && clickMs <= TARGET_MS,
      },
    ]),
    details: { rounds: ROUNDS, visits },
  };
}

module.exports = {
  name: 'prerender',
  description:
    'From a click to the largest paint of a page Chromium prerendered on hover (Speculation Rules), per route pair',
  run,
};
