// One request for a route's HTML, timed to its last byte, as a browser's first request for the
// page waits for it (on a connection of its own); with the page and how the server had it (its
// X-Page-Cache header).
const http = require('node:http');
const zlib = require('node:zlib');

/** What Chromium sends: a page's answer is compressed on the way, as a visitor gets it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const decoders = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
  identity: (body) => body,
};

/**
 * The answer's bytes, as they came, and its status and headers. node:http rather than fetch: the
 * client shares the server's two cores, and fetch's allocations had its own heap collected inside
 * timed answers (in a traced cold-pages run, 14 ms of collection added 45 ms to an answer the
 * server had sent in 12). Here the client's time is the server's plus 1-5 ms.
 */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Resolves to { ms, html, cache }; a status other than 200 fails the run. */
async function timedPage(origin, path) {
  const started = performance.now();
  const { response, body } = await get(`${origin}${path}`);
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  const encoding = response.headers['content-encoding'] ?? 'identity';
  const decode = decoders[encoding];
  if (!decode) throw new Error(`${path} came as ${encoding}, which the bench cannot read`);
  return { ms, html: decode(body).toString('utf8'), cache: response.headers['x-page-cache'] ?? null };
}

module.exports = { timedPage };
