// One request for a route's HTML, timed to its last byte, as a browser's first request for the
// page waits for it (on a connection of its own); with the page and how the server had it (its
// X-Page-Cache header).
const zlib = require('node:zlib');
const { getWhole } = require('./httpGet');

/** What Chromium sends: a page's answer is compressed on the way, as a visitor gets it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const decoders = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
  identity: (body) => body,
};

/** Resolves to { ms, html, cache }; a status other than 200 fails the run. */
async function timedPage(origin, path) {
  const started = performance.now();
  const { response, body } = await getWhole(`${origin}${path}`, {
    accept: 'text/html',
    'accept-encoding': BROWSER_ENCODINGS,
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  const encoding = response.headers['content-encoding'] ?? 'identity';
  const decode = decoders[encoding];
  if (!decode) throw new Error(`${path} came as ${encoding}, which the bench cannot read`);
  return { ms, html: decode(body).toString('utf8'), cache: response.headers['x-page-cache'] ?? null };
}

module.exports = { timedPage };
