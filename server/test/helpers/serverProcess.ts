import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The real server as a process of its own (its TypeScript run by tsx). */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  /** True until it exits. */
  running(): boolean;
  /** kill -9, resolved once it has exited. */
  kill(): Promise<void>;
}

/** Starts the server on a free port, resolved once it says where it listens. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DEMO_CONTENT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = () =>
    running()
      ? new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        })
      : Promise.resolve();
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1], output: () => output, running, kill });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Server exited (${code}) before listening:\n${output}`)));
  });
}

/** Waits until /healthz answers 200: the database is reachable and set up. */
export async function waitUntilHealthy(origin: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${origin}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${origin}/healthz still answers ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
