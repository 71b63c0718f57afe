// One GET with node:http on a connection of its own, its answer read whole. node:http rather
// than fetch: the bench's client shares the server's two cores, and fetch's allocations had its
// own heap collected inside timed answers (in a traced cold-pages run, 14 ms of collection added
// 45 ms to an answer the server had sent in 12); with node:http the client's time is the
// server's plus 1-5 ms.
const http = require('node:http');

/** Resolves to { response, body }: the answer (status, headers) and its bytes as they came. */
function getWhole(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

module.exports = { getWhole };
