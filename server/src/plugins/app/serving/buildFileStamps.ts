import fs from 'node:fs';
import path from 'node:path';

/** A file's time of change, or -1 while it does not exist. */
export function statStamp(file: string): number {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

/** How often every stamp is looked at again, whatever the watches saw (see BuildFileStamps). */
const SWEEP_MS = 1_000;

/**
 * The times of change of the build files pages are made from (render bundles, documents,
 * manifests), as a kept page checks them on every answer. A stat of each cost a kept page about
 * 20 µs of CPU for its handful of files at 3,000 requests/s (issue 33, decision 0179), so a
 * stamp, once read, is trusted while a watch (inotify) of its folder lives and has seen nothing:
 * - any event in the folder (a file written, replaced, touched; the folder itself removed or
 *   renamed) forgets the stamps of its files and ends the watch; the next ask reads them again
 *   and watches the folder anew. A build written in place or renamed into its folder is seen by
 *   the next request;
 * - a folder that cannot be watched (missing, or the watch failed) is not trusted: its files are
 *   read on every ask, as before;
 * - every SWEEP_MS all stamps are forgotten and all watches end, so a build that no watch sees (a
 *   folder above the watched one replaced whole) is seen within a second.
 */
export class BuildFileStamps {
  /** The stamps trusted without a stat, by file. */
  private readonly known = new Map<string, number>();
  private readonly watches = new Map<string, fs.FSWatcher>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.forgetAll(), SWEEP_MS);
    this.sweeper.unref();
  }

  stampOf(file: string): number {
    const known = this.known.get(file);
    if (known !== undefined) return known;
    // Watched first: a change after the stat is then always seen.
    const watched = this.watching(path.dirname(file));
    const stamp = statStamp(file);
    if (watched) this.known.set(file, stamp);
    return stamp;
  }

  /** Ends the watches and the sweep (the server is closing). */
  close(): void {
    clearInterval(this.sweeper);
    this.forgetAll();
  }

  /** Whether `folder` is watched now (a watch is started if it can be). */
  private watching(folder: string): boolean {
    if (this.watches.has(folder)) return true;
    try {
      const watch = fs.watch(folder, { persistent: false }, () => this.forgetFolder(folder));
      watch.on('error', () => this.forgetFolder(folder));
      this.watches.set(folder, watch);
      return true;
    } catch {
      return false;
    }
  }

  private forgetFolder(folder: string): void {
    this.watches.get(folder)?.close();
    this.watches.delete(folder);
    for (const file of this.known.keys()) if (path.dirname(file) === folder) this.known.delete(file);
  }

  private forgetAll(): void {
    for (const watch of this.watches.values()) watch.close();
    this.watches.clear();
    this.known.clear();
  }
}
