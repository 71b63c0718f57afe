import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function postgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = await fs.readdir(root).catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(root, newest, 'bin');
}

/** The pids of a process's children. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1:<port> that a test starts, stops, freezes and
 * removes, as scripts/with-postgres.sh does for a whole run. PostgreSQL refuses to run as root,
 * so as root the cluster belongs to the `postgres` user.
 */
export class PostgresCluster {
  private frozen: number[] = [];

  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly asOwner: string[],
  ) {}

  static async create(port: number): Promise<PostgresCluster> {
    const bin = await postgresBin();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-ops-pg-'));
    const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    if (asOwner.length > 0) await run('chown', ['postgres', dir]);
    const cluster = new PostgresCluster(bin, dir, port, asOwner);
    await cluster.pg('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres']);
    return cluster;
  }

  /** DATABASE_URL of the cluster's `postgres` database. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    const options = `-h 127.0.0.1 -p ${this.port} -k ${this.dir}`;
    const log = path.join(this.dir, 'log');
    await this.pg('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', log, '-w', 'start']);
  }

  /** A fast shutdown: the server ends every connection and stops. */
  async stop(): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /**
   * SIGSTOP to the postmaster and every backend: connections stay open and nothing answers, as
   * when the database's host hangs.
   */
  async freeze(): Promise<void> {
    const postmaster = await this.postmasterPid();
    process.kill(postmaster, 'SIGSTOP');
    const backends = await childrenOf(postmaster);
    for (const pid of backends) process.kill(pid, 'SIGSTOP');
    this.frozen = [postmaster, ...backends];
  }

  async thaw(): Promise<void> {
    for (const pid of this.frozen.reverse()) process.kill(pid, 'SIGCONT');
    this.frozen = [];
  }

  /** Stops the cluster whatever its state and removes its files. */
  async remove(): Promise<void> {
    await this.thaw();
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
    await fs.rm(this.dir, { recursive: true, force: true });
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private async postmasterPid(): Promise<number> {
    const pidFile = await fs.readFile(path.join(this.dataDir, 'postmaster.pid'), 'utf8');
    return Number(pidFile.split('\n')[0]);
  }

  private async pg(program: string, args: string[]): Promise<void> {
    const command = [...this.asOwner, path.join(this.bin, program), ...args];
    await run(command[0], command.slice(1));
  }
}

/**
 * Ports for the clusters of these tests: above PG_PORT (the one scripts/with-postgres.sh uses),
 * one per test file, so they run side by side.
 */
export function clusterPort(offset: number): number {
  return Number(process.env.PG_PORT ?? 55433) + offset;
}
