// One request for a route's HTML, timed to its last byte, as a browser's first request for the
// page waits for it; with the page and how the server had it (its X-Page-Cache header).

/** What Chromium sends: a page's answer is compressed on the way, as a visitor gets it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * The bench's own garbage, collected before the clock starts when node runs with --expose-gc (as
 * `npm run bench` starts it). The client is a Node process on the server's two cores: in a traced
 * cold-pages run, a collection of its own heap (14 ms, with the server's renders on the other
 * core) fell inside a timed answer and added 45 ms to what the server had sent in 12. A browser's
 * collections do not make the server's answer later; a bench's must not either.
 */
const collectOwnGarbage = () => globalThis.gc?.();

/** Resolves to { ms, html, cache }; a status other than 200 fails the run. */
async function timedPage(origin, path) {
  collectOwnGarbage();
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS },
  });
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms, html, cache: response.headers.get('x-page-cache') };
}

module.exports = { timedPage };
