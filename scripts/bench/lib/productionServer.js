// The real production server for a benchmark: compiled as `npm start` compiles it, started as
// `npm start` starts it (scripts/server.js), on a fresh data folder with demo content, on a free
// port, with PUBLIC_URL set to that port. No web build is made here: a part that serves pages
// builds them first.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { startServerProcess } = require('../../server');

const ADMIN = { email: 'bench@example.com', password: 'bench-password-long-enough' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux). */
function rssMegabytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024);
}

async function waitUntilHealthy(origin, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const status = await fetch(`${origin}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/healthz did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on the embedded database (DATABASE_URL is not passed on) and resolves once
 * /healthz answers 200, that is once the demo content is in. Its output goes to `logFile`.
 */
async function startProductionServer({ repoRoot, logFile, env = {} }) {
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-b', 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serverEnv = { ...process.env };
  delete serverEnv.DATABASE_URL;
  const log = fs.openSync(logFile, 'w');
  const child = startServerProcess({
    env: {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CONTENT: 'on',
      PUBLIC_URL: origin,
      // As deployed (README): React's production build renders the pages, not its development one.
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const startedAt = Date.now();
  await waitUntilHealthy(origin, child);
  return {
    origin,
    admin: ADMIN,
    startMs: Date.now() - startedAt,
    /** The server's process id, for reading its CPU time from /proc. */
    pid: child.pid,
    rss: () => rssMegabytes(child.pid),
    /** Signs the administrator in: the Authorization header to send. */
    async signIn() {
      const response = await fetch(`${origin}/v1/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
      return `Bearer ${(await response.json()).token}`;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startProductionServer };
