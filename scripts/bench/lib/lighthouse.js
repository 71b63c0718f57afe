// Lighthouse (12.8, the last line that runs on Node 20) in Debian's Chromium, with its default
// settings: a mobile phone on a slow 4G line, throttling simulated from an unthrottled load.
// Lighthouse and chrome-launcher are ES modules, hence the dynamic imports.

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};
const UNSCORED = new Set(['notApplicable', 'manual', 'informative']);

// A trace Lighthouse fails to record (NO_NAVSTART, NO_FCP under load) is retried this often.
const TRIES = 3;

/**
 * A Lighthouse report of `url`, each try in a Chromium of its own: one Chromium reused across
 * runs sometimes loses the trace of a navigation.
 */
async function lighthouseReport(url) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  let error;
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    const chromium = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error' });
      if (!lhr.runtimeError) return lhr;
      error = new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    } finally {
      chromium.kill();
    }
  }
  throw error;
}

const score = (lhr, id) => Math.round(lhr.categories[id].score * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue;

/**
 * Requests under way before the largest contentful paint was observed (the load Lighthouse
 * watched is unthrottled; throttling is simulated afterwards), the stylesheets that arrived after
 * the first contentful paint (each one makes the browser style and lay out the page again), and
 * the scripts loaded at all.
 */
function requestsOf(lhr) {
  const network = lhr.audits['network-requests'].details;
  const observed = lhr.audits.metrics.details.items[0];
  const sinceStart = (ts) => (ts - network.debugData.networkStartTimeTs) / 1000;
  const lcpMs = sinceStart(observed.observedLargestContentfulPaintTs);
  const fcpMs = sinceStart(observed.observedFirstContentfulPaintTs);
  return {
    requestsBeforeLcp: network.items.filter((item) => item.networkRequestTime < lcpMs).length,
    stylesheetsAfterFcp: network.items.filter(
      (item) => item.resourceType === 'Stylesheet' && item.networkEndTime > fcpMs,
    ).length,
    scriptUrls: network.items.filter((item) => item.resourceType === 'Script').map((item) => item.url),
  };
}

/**
 * The requests Lighthouse's simulated LCP waits for: those that ended before the largest paint it
 * observed, less low-priority images (lantern's LCP graph: the estimate is the end of the last of
 * them, so a picture raised to high priority, or the favicon, can set a page's LCP).
 */
function lcpGraphRequests(lhr) {
  const network = lhr.audits['network-requests'].details;
  const observed = lhr.audits.metrics.details.items[0];
  const lcpMs = (observed.observedLargestContentfulPaintTs - network.debugData.networkStartTimeTs) / 1000;
  const lowImage = (item) => item.resourceType === 'Image' && /^(Very)?Low$/.test(item.priority);
  return network.items
    .filter((item) => item.networkEndTime < lcpMs && !lowImage(item))
    .map(
      (item) =>
        `${new URL(item.url).pathname} ${item.priority} ${Math.round(item.transferSize / 102.4) / 10} KB`,
    );
}

/** The main thread's time spent styling and laying out the page (Lighthouse's CPU slowed 4x). */
const styleLayoutMs = (lhr) =>
  lhr.audits['mainthread-work-breakdown']?.details?.items?.find((item) => item.group === 'styleLayout')
    ?.duration ?? 0;

/** The image bytes an audit says could be saved, in KB (0 when it flags nothing). */
const savedKB = (lhr, id) => Math.round((lhr.audits[id]?.details?.overallSavingsBytes ?? 0) / 1024);

/** The figures of one Lighthouse report: category scores 0-100, metrics in ms (CLS unitless). */
function figuresOf(lhr) {
  return {
    ...Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, score(lhr, id)])),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    ttiMs: numeric(lhr, 'interactive'),
    renderBlockingMs: lhr.audits['render-blocking-resources']?.metricSavings?.FCP ?? 0,
    styleLayoutMs: styleLayoutMs(lhr),
    // Image bytes flagged by format (WebP/AVIF), by size (larger than shown) and by encoding.
    imageFormatKB: savedKB(lhr, 'modern-image-formats'),
    imageSizeKB: savedKB(lhr, 'uses-responsive-images'),
    imageEncodingKB: savedKB(lhr, 'uses-optimized-images'),
    ...requestsOf(lhr),
  };
}

/** A node of an audit's table as a short text: its selector, or its markup. */
function nodeText(node) {
  if (!node) return undefined;
  return node.selector || node.snippet;
}

/** A console message's first line (its stack stays in the JSON's runs). */
const firstLine = (text) => text?.split('\n')[0];

/** The audits that cost a category points: id, title and the first element they name. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const first = audit.details?.items?.[0];
      return {
        id: audit.id,
        title: audit.title,
        ...(audit.displayValue ? { value: audit.displayValue } : {}),
        ...(first ? { example: firstLine(nodeText(first.node) ?? first.description ?? first.url) } : {}),
      };
    });
}

/** What Lighthouse names as the largest contentful paint, and how long each phase of it took. */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`);
  const label = element?.nodeLabel && element.nodeLabel !== element.selector ? `${element.nodeLabel} ` : '';
  return { element: element ? `${label}<${nodeText(element)}>` : 'none', phases };
}

/** The opportunities with the largest estimated savings, biggest first. */
function topOpportunities(lhr, count = 4) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: Math.round(audit.metricSavings?.LCP ?? audit.details.overallSavingsMs ?? 0),
      ...(audit.displayValue ? { value: audit.displayValue } : {}),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, count);
}

/** The causes Lighthouse gives, kept for the routes that miss a target. */
function causesOf(lhr) {
  return {
    lcp: lcpElementOf(lhr),
    lcpRequests: lcpGraphRequests(lhr),
    opportunities: topOpportunities(lhr),
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${nodeText(item.node) ?? 'unknown'} (${item.score.toFixed(3)})`),
    mainThread: lhr.audits['bootup-time']?.displayValue,
    failing: Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, failingAudits(lhr, id)])),
  };
}

module.exports = { lighthouseReport, figuresOf, causesOf };
