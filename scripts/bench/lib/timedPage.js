// One request for a route's HTML, timed to its last byte, as a browser's first request for the
// page waits for it; with the page and how the server had it (its X-Page-Cache header).

/** Resolves to { ms, html, cache }; a status other than 200 fails the run. */
async function timedPage(origin, path) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms, html, cache: response.headers.get('x-page-cache') };
}

module.exports = { timedPage };
