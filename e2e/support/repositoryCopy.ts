import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './environment';

/**
 * What a copy of the working tree leaves out: history, test output and data, releases, and
 * node_modules (linked apart).
 */
const LEFT_OUT = new Set([
  '.git',
  'node_modules',
  '.ci-work',
  '.bench',
  'test-results',
  'tmp',
  'data',
  'releases',
]);

/**
 * A copy of the repository with its builds, so that a test changes and builds one section in it.
 * node_modules, the root's and the workspaces' own, is hard-linked (a full copy is 660 MB); the one
 * file npm rewrites in place, its hidden lock file, is copied, so that nothing npm does in the copy
 * reaches this tree.
 */
export function copyRepository(target: string) {
  const linked: string[] = [];
  fs.cpSync(REPO_ROOT, target, {
    recursive: true,
    // With their times, the copy's builds stay up to date with its sources: `tsc -b` in the copy
    // then checks only what a test changed (about 0.5 s), not the whole tree again (about 40 s).
    preserveTimestamps: true,
    filter: (source) => {
      const name = path.basename(source);
      if (name === 'node_modules') linked.push(path.relative(REPO_ROOT, source));
      return !LEFT_OUT.has(name);
    },
  });
  for (const folder of linked)
    execFileSync('cp', ['-al', path.join(REPO_ROOT, folder), path.join(target, folder)]);
  const hiddenLock = path.join(target, 'node_modules', '.package-lock.json');
  fs.rmSync(hiddenLock);
  fs.copyFileSync(path.join(REPO_ROOT, 'node_modules', '.package-lock.json'), hiddenLock);
}

/** Runs a command (in a copy, say); a failure says what the command printed. */
export function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}
