import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RenderedAnswer, RenderedPage } from '@academy/ssr';
import { type CachedAnswer, ResponseCache, answerOf } from '../readCache/responseCache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A file's time of change, or -1 while it does not exist. */
type Stamps = ReadonlyMap<string, number>;

/** A rendered page as kept: its HTML, compressed once both ways, and what it was made from. */
export interface KeptPage extends CachedAnswer {
  body: string;
  status: number;
  /** The state the browser hydrates it with, as JSON (PAGE_STATE_PATH answers it). */
  state: string;
  /** The CSP sources of its inline styles and script, sent with it every time. */
  styleHashes: string[];
  scriptHashes: string[];
  /**
   * Made after the page's first answer, which does not wait for brotli's best compression (tens
   * of milliseconds: the compress plugin compresses that one answer as it goes); the page is kept,
   * and given to the requests that waited for it, with them.
   */
  encoded?: { br: Buffer; gzip: Buffer };
  stamps: Stamps;
  /** When it is forgotten at the latest (milliseconds since the epoch), if it changes with time. */
  keptUntil?: number;
  /** Kept out of search indexes: every answer says so in its headers. */
  noindex?: boolean;
}

const sizeOf = (page: KeptPage) =>
  page.body.length +
  page.state.length +
  (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0);

/** The page with its copies compressed once both ways, as well as they compress. */
async function compressed(page: KeptPage): Promise<KeptPage> {
  const [br, gzipped] = await Promise.all([
    brotli(page.body, {
      params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.body) },
    }),
    gzip(page.body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { ...page, encoded: { br, gzip: gzipped } };
}

/** Pages whose status says what the page is (not a failure a retry could fix). */
const KEPT_STATUSES = new Set([200, 404]);

export const isKept = (answer: KeptPage | RenderedAnswer): answer is KeptPage => 'etag' in answer;

/**
 * The public pages as rendered, answered from memory to every visitor who would get the same page:
 * the key says what differs between visitors (the URL, the runtime config a canary's variant
 * chooses, the host the stylesheets are linked for). A kept page is forgotten exactly when
 * something it was made from changes:
 * - the content (the read cache's version, which every instance moves on a write, the remote
 *   registry's included): all pages at once;
 * - a file of its build (the shell's render bundle and document, its remote's build): checked on
 *   every answer, the checks of answers given at the same moment shared;
 * - the time a page that changes by itself says it next does (PageMeta's `keptUntil`);
 * and only a page rendered whole is kept (see PageRender's `complete`), never one visitor's own
 * (`personal`). Renders of one key that miss together render once.
 */
export class PageCache {
  private readonly pages = new ResponseCache<KeptPage>(true, sizeOf);
  private version: number | undefined;
  private readonly statsUnderWay = new Map<string, Promise<number>>();

  /**
   * `contentVersion` is the read cache's: undefined while nothing may be kept; `now` the server's
   * clock, which a page's `keptUntil` is read against.
   */
  constructor(
    private readonly contentVersion: () => number | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The page under `key`: the one kept, or the one `render` makes (kept when it may be).
   * `possibleSources` are the files any page of this key may be made from, noted before rendering.
   */
  async page(
    key: string,
    possibleSources: () => string[],
    render: () => Promise<RenderedAnswer | undefined>,
  ): Promise<KeptPage | RenderedAnswer | undefined> {
    const version = this.contentVersion();
    if (version === undefined) return render();
    if (version !== this.version) {
      this.pages.invalidate();
      this.version = version;
    }
    let found = this.pages.lookup(key);
    if (found && 'answer' in found) {
      if (await this.current(found.answer)) return found.answer;
      this.pages.forget(key);
      found = this.pages.lookup(key);
    }
    if (!found || 'answer' in found) return found?.answer ?? render();
    if ('pending' in found) {
      // A page still being compressed may have been rendered before a file it was made from changed.
      const pending = await found.pending;
      return pending && (await this.current(pending)) ? pending : render();
    }
    const { fill } = found;
    try {
      const before = await this.stampsOf(possibleSources());
      const answer = await render();
      const kept = answer && 'html' in answer ? await this.keepable(answer, before) : undefined;
      if (!kept) {
        fill.abandon();
        return answer;
      }
      compressed(kept).then(
        (page) => fill.complete(page),
        () => fill.abandon(),
      );
      return kept;
    } catch (error) {
      fill.abandon();
      throw error;
    }
  }

  /** The page to keep, if it is whole and none of its files changed while it was rendered. */
  private async keepable(page: RenderedPage, before: Stamps): Promise<KeptPage | undefined> {
    if (!page.complete || !KEPT_STATUSES.has(page.status) || page.personal || this.expired(page))
      return undefined;
    const after = await this.stampsOf(page.sources);
    if ([...after].some(([file, stamp]) => before.get(file) !== stamp)) return undefined;
    return {
      ...answerOf(page.html, 'text/html; charset=utf-8'),
      body: page.html,
      status: page.status,
      state: page.state,
      styleHashes: page.styleHashes,
      scriptHashes: page.scriptHashes,
      stamps: after,
      ...(page.keptUntil !== undefined && { keptUntil: page.keptUntil }),
      ...(page.noindex && { noindex: true }),
    };
  }

  /** A kept page neither past its time nor made from a file that has changed since. */
  private async current(page: KeptPage): Promise<boolean> {
    return !this.expired(page) && (await this.unchanged(page.stamps));
  }

  /** A page that changes with time, past its time. */
  private expired(page: { keptUntil?: number }): boolean {
    return page.keptUntil !== undefined && page.keptUntil <= this.now();
  }

  private async unchanged(stamps: Stamps): Promise<boolean> {
    const now = await this.stampsOf([...stamps.keys()]);
    return [...stamps].every(([file, stamp]) => now.get(file) === stamp);
  }

  private async stampsOf(files: readonly string[]): Promise<Stamps> {
    const stamps = await Promise.all(files.map(async (file) => [file, await this.stamp(file)] as const));
    return new Map(stamps);
  }

  /** A file's time of change; requests checking the same file at the same moment share one stat. */
  private stamp(file: string): Promise<number> {
    let stat = this.statsUnderWay.get(file);
    if (!stat) {
      stat = fs.stat(file).then(
        (stats) => stats.mtimeMs,
        () => -1,
      );
      this.statsUnderWay.set(file, stat);
      void stat.finally(() => this.statsUnderWay.delete(file));
    }
    return stat;
  }
}
