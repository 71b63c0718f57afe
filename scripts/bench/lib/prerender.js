// Chromium's prerendering (Speculation Rules) driven as a visitor drives it: the pointer rests on a
// link, the browser prerenders its page, the visitor clicks and is shown it. Used by the prerender
// bench part and e2e/performance/prerender.spec.ts.
//
// Chromium is driven with puppeteer-core, not Playwright: Chromium prerenders nothing while a
// DevTools session is attached to a page without going through its tab (Playwright's way, as of
// 1.65: every prerender fails with PrerenderingDisabledByDevTools), and Puppeteer attaches through
// the tab. Debian's Chromium 156 prerenders headless with no flag
// (docs/decisions/0165-prerender-measured-with-puppeteer.md).
const http = require('node:http');
const puppeteer = require('puppeteer-core');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

/** Wide enough for the whole menu to show its links (a narrow screen folds it behind a button). */
const VIEWPORT = { width: 1280, height: 800 };
/** How long a hover may take to give a prerendered page before the attempt counts as failed. */
const READY_TIMEOUT_MS = 15_000;
/** How long after the page has loaded its largest paint is read (nothing paints later on these pages). */
const SETTLE_MS = 300;

const launchBrowser = () =>
  puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: VIEWPORT,
  });

/**
 * A proxy in front of `target` (an origin) that notes every request the server is sent, with its
 * Sec-Purpose header ('prefetch;prerender' for a prerender and what its page fetches), so a test
 * sees what the server saw. Links on the pages are paths, so a browser at the proxy stays there.
 */
async function recordingProxy(target) {
  const requests = [];
  const server = http.createServer((request, response) => {
    requests.push({ path: request.url, purpose: request.headers['sec-purpose'], at: performance.now() });
    const forwarded = http.request(
      new URL(request.url, target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The first link on the page to `path` (exactly: no query) that a visitor can see, or undefined. */
async function visibleLinkTo(page, path) {
  for (const link of await page.$$(`a[href="${path}"]`)) {
    if (await link.isVisible()) return link;
  }
  return undefined;
}

/** The page's visible link to `path`; throws when it has none. */
async function linkTo(page, path) {
  const link = await visibleLinkTo(page, path);
  if (!link) throw new Error(`${new URL(page.url()).pathname} has no visible link to ${path}`);
  return link;
}

/** Resolves once `check` holds, polling; rejects with `failure` after `timeoutMs`. */
async function until(check, failure, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * `read()` of a page just shown, again when Puppeteer is still swapping the prerender's frame in
 * (it reports the frame it had as detached).
 */
async function retriedWhileSwapped(read) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt === 5 || !/detached|context was destroyed/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Clicks `link` on `page` and reads the page it shows: its `activationStart` (0 unless it was a
 * prerender), its largest paint counted from it, that is from the click, and its heading (read in
 * the same evaluation: a separate read could still meet the frame the prerender replaced);
 * `clickedAt` on the clock of the proxy's `at`.
 */
async function clickAndRead(page, link, path) {
  const clickedAt = performance.now();
  await link.click();
  // Shown, a prerendered page takes the tab's frame over, which Puppeteer follows in its own time
  // (its page.url() and navigation watcher lag): the document's own address tells.
  const shownPath = () => page.evaluate(() => location.pathname).catch(() => undefined);
  while ((await shownPath()) !== path) {
    if (performance.now() - clickedAt > READY_TIMEOUT_MS) throw new Error(`The click did not show ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const shown = await retriedWhileSwapped(() =>
    page.evaluate(
      (settleMs) =>
        new Promise((resolve) => {
          let largest;
          new PerformanceObserver((list) => {
            largest = list.getEntries().at(-1);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          const read = () =>
            setTimeout(() => {
              const { activationStart } = performance.getEntriesByType('navigation')[0];
              resolve({
                activationStart,
                clickToLargestPaintMs: largest ? Math.max(0, largest.startTime - activationStart) : null,
                heading: document.querySelector('h1')?.textContent ?? null,
              });
            }, settleMs);
          if (document.readyState === 'complete') read();
          else addEventListener('load', read, { once: true });
        }),
      SETTLE_MS,
    ),
  );
  return { ...shown, clickedAt };
}

/**
 * On `page` (open at a public page, through `proxy`), rests the pointer on its visible link to
 * `path` until Chromium has prerendered that page, clicks it, and reads the page shown: whether it
 * was the prerender (`activationStart` > 0), and its largest paint counted from `activationStart`
 * (from the click). The prerender counts as ready once the server has been asked for the page with
 * `Sec-Purpose: prefetch;prerender` and nothing more for it for SETTLE_MS: a DevTools session of
 * our own on the page would turn prerendering off, so Chromium's own status cannot be read.
 * `readyMs` is from the hover to then. Throws when no visible link leads there or no prerender is
 * asked for.
 */
async function prerenderedVisit(page, proxy, path) {
  const link = await linkTo(page, path);
  const from = proxy.requests.length;
  const prerenderRequests = () =>
    proxy.requests.slice(from).filter(({ purpose }) => purpose?.includes('prerender'));
  const hoveredAt = performance.now();
  await link.hover();
  await until(
    () => prerenderRequests().some((request) => request.path === path),
    `No prerender of ${path} was asked for within ${READY_TIMEOUT_MS} ms of the hover`,
  );
  await until(
    () => performance.now() - prerenderRequests().at(-1).at > SETTLE_MS,
    `The prerender of ${path} kept asking for more`,
  );
  const readyMs = performance.now() - hoveredAt - SETTLE_MS;
  return { ...(await clickAndRead(page, link, path)), readyMs };
}

/**
 * The same visit without prerendering, for comparison: the page's Speculation Rules are taken
 * away (which also cancels what they started) and its link to `path` clicked at once. Its largest
 * paint counts from its navigation's start, which the click starts.
 */
async function fetchedVisit(page, path) {
  const link = await linkTo(page, path);
  await page.evaluate(() =>
    document.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove()),
  );
  return clickAndRead(page, link, path);
}

module.exports = { fetchedVisit, launchBrowser, prerenderedVisit, recordingProxy, visibleLinkTo };
