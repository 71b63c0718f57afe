import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * What a read was made from or a write changed, in content keys (`<section>/<block or list>`,
 * e.g. `about/hero`, `about/team`): a kept page is forgotten when a write changed a key it read.
 * EVERYTHING is what a read or a write is that cannot say (a table other than the content's, a
 * statement of the content tables made outside the repositories' keyed functions): the safe default.
 */
export const EVERYTHING = '*';
export type ContentKeys = ReadonlySet<string> | typeof EVERYTHING;

/**
 * Keys noted while some work runs (a page's render, an admin's write); a record made within
 * another's work (a read cache's fill during a render) notes in that one too.
 */
export class KeyRecord {
  private readonly keys = new Set<string>();
  private everything = false;
  /** A statement wrote a table no page is made from (see PRIVATE_TABLES). */
  private privateWrite = false;

  constructor(private readonly parent?: KeyRecord) {}

  add(keys: ContentKeys | string): void {
    if (keys === EVERYTHING) this.everything = true;
    else if (typeof keys === 'string') this.keys.add(keys);
    else for (const key of keys) this.keys.add(key);
    this.parent?.add(keys);
  }

  /** A write of a table no page is made from, which changes no page. */
  addPrivateWrite(): void {
    this.privateWrite = true;
    this.parent?.addPrivateWrite();
  }

  /** What was noted: nothing at all is an empty set (a write that changed no content). */
  noted(): ContentKeys {
    return this.everything ? EVERYTHING : this.keys;
  }

  /**
   * What a write changed for visitors: its keys; nothing (an empty set) when every statement it
   * ran wrote a table no page is made from (a draft, a presence heartbeat); everything when it
   * ran no statement at all, since it cannot say what it changed (files, say).
   */
  changed(): ContentKeys {
    const keys = this.noted();
    return keys === EVERYTHING || keys.size > 0 || this.privateWrite ? keys : EVERYTHING;
  }
}

/** True when `change` changed nothing any page or public read is made from. */
export const changesNothing = (change: ContentKeys): boolean => change !== EVERYTHING && change.size === 0;

/** A read key ending in `*` (the blocks whose names start with a prefix) covers every key it starts. */
const covers = (read: string, changed: string) =>
  read.endsWith('*') ? changed.startsWith(read.slice(0, -1)) : read === changed;

/** True when something made from `read` is stale after `changed`. */
export function overlaps(read: ContentKeys, changed: ContentKeys): boolean {
  if (read === EVERYTHING || changed === EVERYTHING) return true;
  for (const key of changed) {
    if (read.has(key)) return true;
    for (const readKey of read) if (covers(readKey, key)) return true;
  }
  return false;
}

/**
 * What the running work notes: a page's reads, a write's changes, and the key the statements of
 * the repository function running them are about. One storage for the three: once a storage has
 * been used, every async resource made after it (each tick, timer and promise of every request,
 * a kept page's too) copies each storage's context, and one costs a third of three (issue 33).
 */
interface Noting {
  reads?: KeyRecord;
  writes?: KeyRecord;
  statementKey?: string;
}
const noting = new AsyncLocalStorage<Noting>();

/** A record for reads made within the current work, whose keys count for it too. */
export const nestedReads = () => new KeyRecord(noting.getStore()?.reads);

/** Runs `work` noting the content keys its reads read in `record`. */
export function recordingReads<T>(record: KeyRecord, work: () => T): T {
  return noting.run({ ...noting.getStore(), reads: record }, work);
}

/** Runs `work` noting the content keys its writes change; reads made in it are not part of a page. */
export function recordingWrites<T>(record: KeyRecord, work: () => T): T {
  return noting.run({ ...noting.getStore(), reads: undefined, writes: record }, work);
}

/** Runs `work` noting none of its reads or writes (a render in the background of a write, say). */
export function recordingNothing<T>(work: () => T): T {
  return noting.run({ statementKey: noting.getStore()?.statementKey }, work);
}

/** A key read outside a statement (a read cache hit, whose answer carries the keys it was made from). */
export function noteRead(keys: ContentKeys): void {
  noting.getStore()?.reads?.add(keys);
}

/**
 * A repository's query of one block or list of the content tables: the statements it runs are
 * about `key` alone. Awaited inside, so that the statements run (and are logged) in its scope.
 */
export function aboutContent<T>(section: string, name: string, query: () => PromiseLike<T>): Promise<T> {
  return noting.run({ ...noting.getStore(), statementKey: `${section}/${name}` }, async () => await query());
}

/** The tables a page's content is read from; their statements say their key (aboutContent). */
const CONTENT_TABLE = /"?\b(content_blocks|content_items|content_removals)\b"?/i;
/**
 * Tables no public page or read is made from: a write of them changes no page (the audit log, the
 * sessions, the limits, the revisions and drafts staff see, an editor's presence).
 */
const PRIVATE_TABLES = new Set([
  'audit_log',
  'sessions',
  'request_limits',
  'content_revisions',
  'content_drafts',
  'content_versions',
  'editor_presence',
  'password_resets',
  'recovery_codes',
  'preview_links',
]);
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;
const READ = /^\s*select\b/i;

/**
 * drizzle's logger sees every statement a repository runs: a select of the content tables is a
 * read of the key its function said (or of everything), and a write of any table pages are made
 * from a change of it. Transactions' own statements (begin, commit) and unknown shapes within a
 * write change everything.
 */
export const contentStatements: Logger = {
  logQuery(query) {
    const { reads: pageRead, writes: write, statementKey } = noting.getStore() ?? {};
    if (pageRead && READ.test(query) && CONTENT_TABLE.test(query)) pageRead.add(statementKey ?? EVERYTHING);
    if (!write || READ.test(query) || /^\s*(begin|commit|rollback|savepoint|release|set)\b/i.test(query))
      return;
    const table = WRITE.exec(query)?.[1]?.toLowerCase();
    if (table && PRIVATE_TABLES.has(table)) {
      write.addPrivateWrite();
      return;
    }
    write.add(table && CONTENT_TABLE.test(table) ? (statementKey ?? EVERYTHING) : EVERYTHING);
  },
};
