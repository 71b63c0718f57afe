import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './environment';

/** Every built file of the shell and the remotes of a tree (this one by default), with a hash of its content. */
export function snapshotBuilds(root = REPO_ROOT): Map<string, string> {
  const snapshot = new Map<string, string>();
  const distDirs = [path.join(root, 'shell', 'dist')].concat(
    fs.readdirSync(path.join(root, 'remotes')).map((name) => path.join(root, 'remotes', name, 'dist')),
  );
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        snapshot.set(
          path.relative(root, file),
          crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex'),
        );
    }
  };
  distDirs.filter((dir) => fs.existsSync(dir)).forEach(walk);
  return snapshot;
}

/** The files added, removed or changed between two snapshots. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
