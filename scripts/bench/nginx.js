// What a kept page costs the server beside nginx sending the same bytes: for every public route,
// the production server's kept page (brotli) and nginx (one worker, Debian's nginx-light, installed
// with apt-get when `nginx` is missing) serving that page's brotli body from a file with
// `Content-Encoding: br` and a header block of the same size (the server's own headers copied,
// then padded), each at a fixed rate from a load generator in its own process
// (lib/fixedRate.js); beside them, as the floor of what any Node server spends, a bare Node
// `http` server answering the same bytes and headers from memory (lib/bareNode.js). The CPU each
// spends over a run is read from /proc/<pid>/stat (every thread: the event loop, the collector,
// libuv's pool), and divided by the requests answered. Runs go server, nginx, bare Node, then
// back, for each route, so what one inherits from the run before it falls on all alike. Needs the
// web build (`npm run build`) on disk.
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { startProductionServer } = require('./lib/productionServer');
const { getWhole } = require('./lib/httpGet');
const { publicRoutes } = require('./lib/publicRoutes');

// BENCH_NGINX_SECONDS shortens a trial run (the seconds of load per route on each server).
const SECONDS = Number(process.env.BENCH_NGINX_SECONDS ?? 10);
const RATE = 3_000;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const TARGETS = { cpuRatio: 2, p99Ratio: 2 };
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };
/** Headers each server writes itself: not copied into nginx's configuration. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'server']);
/** Headers Node's http module writes itself. */
const BARE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx on the PATH, installed from Debian's packages when missing. */
function ensureNginx(log) {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  if (found()) return found();
  log("Installing Debian's nginx-light (nginx is missing)");
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return found();
}

/** CPU seconds a process has used so far, all of its threads (utime + stime). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's parenthesis: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The three measured: the server, nginx, and a bare Node server as the floor of what Node spends. */
const ORDER = ['server', 'nginx', 'bare'];

function freePort() {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `origin` answers anything, or fails when `child` has exited first. */
async function answering(origin, child, what) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer at ${origin}`);
}

/** lib/bareNode.js answering each route with the kept page's bytes and the server's headers. */
async function startBareNode(pages) {
  const port = await freePort();
  const routes = Object.fromEntries(
    pages.map(({ route, file, answer }) => [
      route,
      {
        file,
        headers: Object.fromEntries(
          answer.pairs.filter(([name]) => !BARE_OWN_HEADERS.has(name.toLowerCase())),
        ),
      },
    ]),
  );
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'lib', 'bareNode.js'), JSON.stringify({ port, pages: routes })],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  await answering(origin, child, 'The bare Node server');
  return { origin, pid: child.pid, stop: () => child.kill() };
}

/** One GET: status, headers as sent (raw pairs), the header block's size and the body's bytes. */
async function get(origin, route) {
  const { response, body } = await getWhole(`${origin}${route}`, BROWSER);
  const pairs = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    pairs.push([response.rawHeaders[i], response.rawHeaders[i + 1]]);
  }
  const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
  const headerBytes =
    statusLine.length + pairs.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);
  return { status: response.statusCode, pairs, headerBytes, body };
}

/** Whether a brotli body is brotli's best copy (quality 11) of what it holds. */
function isBestBrotli(body) {
  const text = zlib.brotliDecompressSync(body);
  const best = zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
  return body.equals(best);
}

/**
 * The route's kept page as the server sends it once quiet: its first answer is compressed on the
 * way, the page is kept at once with a quick brotli copy, and with its best copy when no page has
 * been rendered for a moment (decision 0181); the page is asked for until its answer is that copy.
 */
async function keptPage(origin, route) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await get(origin, route);
    const encoding = answer.pairs.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    if (answer.status !== 200 || encoding !== 'br') {
      throw new Error(`${route} answered ${answer.status} with Content-Encoding ${encoding}`);
    }
    if (isBestBrotli(answer.body)) return answer;
    await sleep(200);
  }
  throw new Error(`${route} was never answered from a kept page with its best brotli copy`);
}

const quoted = (value) => `"${value.replace(/["\\$]/g, '\\$&')}"`;

/** nginx's configuration: one worker, each route's file with the server's headers, padded by `pads`. */
function nginxConfig({ dir, port, pages, pads }) {
  const locations = pages.map(({ route, file, answer }, index) => {
    const copied = answer.pairs.filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()));
    const contentType = answer.pairs.find(([name]) => name.toLowerCase() === 'content-type')[1];
    const headers = [...copied, ...(pads[index] > 0 ? [['X-Pad', 'x'.repeat(pads[index])]] : [])];
    return [
      `    location = ${route} {`,
      // Not `alias`: nginx takes a path ending in a slash (the home page's) for a folder.
      `      root ${path.dirname(file)};`,
      `      rewrite ^ /${path.basename(file)} break;`,
      `      default_type ${quoted(contentType)};`,
      ...headers.map(([name, value]) => `      add_header ${name} ${quoted(value)};`),
      '    }',
    ].join('\n');
  });
  return [
    'worker_processes 1;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    // As Debian's own configuration has it: every request logged, files sent with sendfile.
    `  access_log ${dir}/access.log;`,
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_requests 1000000;',
    '  server_tokens on;',
    '  types {}',
    // The server's own ETag is copied; nginx's would be a second one.
    '  etag off;',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    ...locations,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts nginx with `config` and resolves once it answers; its worker's pid is found. */
async function startNginx({ binary, dir, config, origin }) {
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const master = spawn(
    binary,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await answering(origin, master, 'nginx');
  const children = fs.readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8').trim();
  return {
    pids: [master.pid, ...children.split(' ').filter(Boolean).map(Number)],
    async stop() {
      const exited = new Promise((resolve) => master.once('exit', resolve));
      master.kill('SIGQUIT');
      await exited;
    },
  };
}

/** `seconds` at RATE on `route`, from a load generator of its own; the CPU `pids` spent meanwhile. */
async function fixedRateRun({ origin, route, pids, seconds }) {
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const generator = spawn(
    process.execPath,
    [
      path.join(__dirname, 'lib', 'fixedRate.js'),
      JSON.stringify({
        origin,
        path: route,
        headers: BROWSER,
        rate: RATE,
        seconds,
        connections: CONNECTIONS,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  generator.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => generator.once('exit', resolve));
  if (code !== 0) throw new Error(`The load generator exited with ${code}`);
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
  return { ...JSON.parse(output), cpuSeconds: cpu };
}

/** Two runs as one: CPU per request over both, the worse p99. */
function bothRuns(first, second) {
  const requests = first.requests + second.requests;
  return {
    requests,
    errors: first.errors + second.errors,
    streamed: first.streamed + second.streamed,
    cpuPerRequestUs: Math.round(((first.cpuSeconds + second.cpuSeconds) / requests) * 1e6),
    p50Ms: Math.max(first.p50Ms, second.p50Ms),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    requestsPerSecond: Math.round(requests / (first.seconds + second.seconds)),
  };
}

async function run({ repoRoot, log }) {
  const binary = ensureNginx(log);
  const server = await startProductionServer({
    repoRoot,
    logFile: path.join(repoRoot, '.bench', 'nginx.server.log'),
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-nginx-'));
  // nginx's worker runs as nobody: it reads the pages from here.
  fs.chmodSync(dir, 0o755);
  let nginx;
  let bare;
  try {
    const routes = await publicRoutes(server.origin);
    log(`Reading each route's kept page (brotli) from the server: ${routes.map((r) => r.path).join(', ')}`);
    const pages = [];
    for (const route of routes) {
      const answer = await keptPage(server.origin, route.path);
      const file = path.join(dir, `${route.name}.html.br`);
      fs.writeFileSync(file, answer.body);
      pages.push({ name: route.name, route: route.path, file, answer });
    }
    const nginxPort = await freePort();
    const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
    // Once without padding to see nginx's own header block, then padded to the server's size.
    const unpadded = pages.map(() => 0);
    nginx = await startNginx({
      binary,
      dir,
      origin: nginxOrigin,
      config: nginxConfig({ dir, port: nginxPort, pages, pads: unpadded }),
    });
    const pads = [];
    for (const page of pages) {
      const own = await get(nginxOrigin, page.route);
      // A header line `X-Pad: <n x>\r\n` adds n + 9 bytes.
      pads.push(Math.max(0, page.answer.headerBytes - own.headerBytes - 9));
    }
    await nginx.stop();
    nginx = await startNginx({
      binary,
      dir,
      origin: nginxOrigin,
      config: nginxConfig({ dir, port: nginxPort, pages, pads }),
    });
    const sizes = [];
    for (const page of pages) {
      const answer = await get(nginxOrigin, page.route);
      if (answer.status !== 200 || !answer.body.equals(page.answer.body)) {
        throw new Error(`nginx does not send ${page.route}'s kept bytes (status ${answer.status})`);
      }
      sizes.push({ server: page.answer.headerBytes, nginx: answer.headerBytes });
    }

    bare = await startBareNode(pages);

    const targets = {
      server: { origin: server.origin, pids: [server.pid] },
      nginx: { origin: nginxOrigin, pids: nginx.pids },
      bare: { origin: bare.origin, pids: [bare.pid] },
    };
    const results = [];
    for (const [index, page] of pages.entries()) {
      log(`${page.route}: ${RATE} requests/s, ${SECONDS} s on each (server, nginx, bare Node, then back)`);
      // A write meanwhile (the demo content's pictures are still being encoded after a start) makes
      // the server render the page again: its runs start once it is kept compressed again.
      await keptPage(server.origin, page.route);
      const on = (target, seconds) => fixedRateRun({ ...targets[target], route: page.route, seconds });
      for (const target of ORDER) await on(target, WARM_UP_SECONDS);
      const first = {};
      for (const target of ORDER) first[target] = await on(target, SECONDS / 2);
      const second = {};
      for (const target of [...ORDER].reverse()) second[target] = await on(target, SECONDS / 2);
      results.push({
        route: page.route,
        bodyBytes: page.answer.body.length,
        headerBytes: sizes[index],
        ...Object.fromEntries(ORDER.map((target) => [target, bothRuns(first[target], second[target])])),
      });
    }

    const cpuRatio = (result) => result.server.cpuPerRequestUs / result.nginx.cpuPerRequestUs;
    const p99Ratio = (result) => result.server.p99Ms / result.nginx.p99Ms;
    const listed = (misses) => (misses.length === 0 ? 'all routes' : `missed by ${misses.join(', ')}`);
    const overCpu = results.filter((result) => cpuRatio(result) > TARGETS.cpuRatio);
    const overP99 = results.filter((result) => p99Ratio(result) > TARGETS.p99Ratio);
    const errors = results.reduce(
      (sum, result) => sum + ORDER.reduce((count, target) => count + result[target].errors, 0),
      0,
    );
    return {
      tables: [
        {
          title: `A kept page beside nginx (one worker, the same brotli bytes and header size), ${RATE} requests/s, ${SECONDS} s each, ${CONNECTIONS} connections`,
          rows: results.map((result) => ({
            route: result.route,
            'brotli bytes': result.bodyBytes,
            'header bytes': result.headerBytes.server,
            'CPU µs/request': result.server.cpuPerRequestUs,
            'nginx CPU µs/request': result.nginx.cpuPerRequestUs,
            'vs nginx': cpuRatio(result).toFixed(2),
            'p50 ms': result.server.p50Ms,
            'p99 ms': result.server.p99Ms,
            'nginx p99 ms': result.nginx.p99Ms,
            'bare Node CPU µs/request': result.bare.cpuPerRequestUs,
            'bare Node p99 ms': result.bare.p99Ms,
            'p99 vs nginx': p99Ratio(result).toFixed(2),
            // Answers compressed on the way, not from the kept copy (a render after a write).
            'not kept': result.server.streamed,
            errors: ORDER.reduce((count, target) => count + result[target].errors, 0),
          })),
        },
      ],
      checks: [
        {
          what: 'every public route: CPU per request vs nginx',
          target: `<= ${TARGETS.cpuRatio}x`,
          value: listed(overCpu.map((result) => `${result.route} ${cpuRatio(result).toFixed(2)}`)),
          passed: overCpu.length === 0,
        },
        {
          what: `every public route: p99 at ${RATE} requests/s vs nginx`,
          target: `<= ${TARGETS.p99Ratio}x`,
          value: listed(overP99.map((result) => `${result.route} ${p99Ratio(result).toFixed(2)}`)),
          passed: overP99.length === 0,
        },
        { what: 'errors in every run', target: '0', value: String(errors), passed: errors === 0 },
      ],
      details: { rate: RATE, seconds: SECONDS, connections: CONNECTIONS, results },
    };
  } finally {
    await nginx?.stop();
    bare?.stop();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = {
  name: 'nginx',
  description: `CPU per request and p99 of a kept page beside nginx sending the same bytes, at ${RATE} requests/s`,
  run,
};
