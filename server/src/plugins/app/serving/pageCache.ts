import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RenderedAnswer, RenderedPage } from '@academy/ssr';
import {
  type ContentKeys,
  EVERYTHING,
  KeyRecord,
  recordingNothing,
  recordingReads,
} from '../../../repositories/contentKeys';
import { type CachedAnswer, type Fill, ResponseCache, answerOf } from '../readCache/responseCache';
import type { BuildFileStamps } from './buildFileStamps';
import { QuietWork } from './quietWork';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A file's time of change, or -1 while it does not exist. */
type Stamps = ReadonlyMap<string, number>;

/** How a page is rendered: the render, and the files any page of its key may be made from. */
interface PageSource {
  render: () => Promise<RenderedAnswer | undefined>;
  possibleSources: () => string[];
}

/**
 * How many of the pages a change made stale are rendered again at once (the most recently asked
 * for first); the others are rendered when next asked for.
 */
const MAX_RENEWED = 64;

/**
 * How an answer was had, as the `X-Page-Cache` header says: kept in memory, waited for (a render
 * under way for another request, or after a save), or rendered for this request.
 */
export type PageCacheOutcome = 'hit' | 'wait' | 'miss';

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
   * Made after the page's first answer (the compress plugin compresses that one answer as it
   * goes); the page is kept, and given to the requests that waited for it, with them. Its brotli
   * copy is replaced by the best one later (see `compressed`).
   */
  encoded?: { br: Buffer; gzip: Buffer };
  stamps: Stamps;
  /** The content it was made from (see contentKeys): a change of any of it makes it stale. */
  keys: ContentKeys;
  /** How to render it again when its content changes. */
  source: PageSource;
  /** When it is forgotten at the latest (milliseconds since the epoch), if it changes with time. */
  keptUntil?: number;
  /** Kept out of search indexes: every answer says so in its headers. */
  noindex?: boolean;
}

const sizeOf = (page: KeptPage) =>
  page.body.length +
  page.state.length +
  (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0);

/** A page's brotli copy at `quality` (11 is brotli's best and its default). */
const brotliOf = (text: string, quality: number) =>
  brotli(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

/**
 * The brotli copy a page is kept with at once: quality 5, under a millisecond for a page here
 * (0.6 ms for /about's 56 KB, 11% more bytes than the best), so that a page is kept, and a save
 * never judges it stale, while it is being compressed. Its best copy replaces it when the server
 * is quiet (see QuietWork, decision 0181).
 */
const FIRST_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;

/** The page with its copies compressed both ways: brotli quickly, gzip at its best (a millisecond). */
async function compressed(page: KeptPage): Promise<KeptPage> {
  const [br, gzipped] = await Promise.all([
    brotliOf(page.body, FIRST_BROTLI_QUALITY),
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
 * - the content it read (the content keys its render noted, see contentKeys; a change that
 *   cannot say what it changed, everything): `contentChanged`, called on every instance, which
 *   also renders the pages it forgot again at once, so the next visitor has them from memory;
 * - a file of its build (the shell's render bundle and document, its remote's build): checked on
 *   every answer, against the stamps BuildFileStamps keeps (a stat only after a change);
 * - the time a page that changes by itself says it next does (PageMeta's `keptUntil`);
 * and only a page rendered whole is kept (see PageRender's `complete`), never one visitor's own
 * (`personal`). Renders of one key that miss together render once, and a request that comes
 * while its page is rendered again waits for that render.
 */
export class PageCache {
  private readonly pages = new ResponseCache<KeptPage>(true, sizeOf);
  private readonly bestCopies = new QuietWork();
  /** Pages a copy with the best brotli replaced: no longer current, so the front records their successor. */
  private readonly superseded = new WeakSet<KeptPage>();

  /**
   * `contentVersion` is the read cache's: undefined while nothing may be kept; `now` the server's
   * clock, which a page's `keptUntil` is read against; `files` the build files' times of change.
   */
  constructor(
    private readonly contentVersion: () => number | undefined,
    private readonly now: () => number,
    private readonly files: BuildFileStamps,
  ) {}

  /**
   * The page under `key`: the one kept, or the one `render` makes (kept when it may be), and how
   * it was had. `possibleSources` are the files any page of this key may be made from, noted
   * before rendering.
   */
  async page(
    key: string,
    source: PageSource,
  ): Promise<{ answer: KeptPage | RenderedAnswer | undefined; outcome: PageCacheOutcome }> {
    const miss = async () => ({ answer: await source.render(), outcome: 'miss' as const });
    if (this.contentVersion() === undefined) return miss();
    let found = this.pages.lookup(key);
    if (found && 'answer' in found) {
      if (this.current(found.answer)) return { answer: found.answer, outcome: 'hit' };
      this.pages.forget(key);
      found = this.pages.lookup(key);
    }
    if (!found) return miss();
    if ('answer' in found) return { answer: found.answer, outcome: 'hit' };
    if ('pending' in found) {
      // A page still being compressed may have been rendered before a file it was made from changed.
      const pending = await found.pending;
      return pending && this.current(pending) ? { answer: pending, outcome: 'wait' } : miss();
    }
    return { answer: (await this.fill(key, found.fill, source)).answer, outcome: 'miss' };
  }

  /**
   * Content changed: the pages made from it are forgotten, and (unless the change cannot say what
   * it changed, when the runtime configs they were made with may have changed too) rendered again
   * at once. Resolves when they are kept again; requests for them meanwhile wait for them.
   */
  async contentChanged(change: ContentKeys): Promise<void> {
    const stale = this.pages.invalidate(change);
    if (change === EVERYTHING || this.contentVersion() === undefined) return;
    await Promise.allSettled(
      stale.slice(0, MAX_RENEWED).map(([key, page]) => {
        const found = this.pages.lookup(key);
        // Outside the write's scope: what the render reads is the page's, not the write's.
        if (!found || !('fill' in found)) return undefined;
        return recordingNothing(async () => (await this.fill(key, found.fill, page.source)).kept);
      }),
    );
  }

  /**
   * Renders the page whose fill this is and answers it; `kept` settles once it is kept (its
   * compressed copies made), or not kept.
   */
  private async fill(
    key: string,
    fill: Fill<KeptPage>,
    source: PageSource,
  ): Promise<{ answer: KeptPage | RenderedAnswer | undefined; kept: Promise<void> }> {
    const rendered = this.bestCopies.rendering();
    try {
      const before = this.stampsOf(source.possibleSources());
      const keys = new KeyRecord();
      const answer = await recordingReads(keys, source.render);
      const kept =
        answer && 'html' in answer
          ? this.keepable(answer, before, { keys: keys.noted(), source })
          : undefined;
      if (!kept) {
        fill.abandon();
        return { answer, kept: Promise.resolve() };
      }
      const keeping = compressed(kept).then(
        (page) => {
          fill.complete(page);
          this.bestCopies.add(key, () => this.bestCopyOf(key, page));
        },
        () => fill.abandon(),
      );
      return { answer: kept, kept: keeping };
    } catch (error) {
      fill.abandon();
      throw error;
    } finally {
      rendered();
    }
  }

  /** The page kept under `key` given its best brotli copy, unless it is no longer the one kept. */
  private async bestCopyOf(key: string, page: KeptPage): Promise<void> {
    if (!page.encoded || this.pages.peek(key) !== page) return;
    const br = await brotliOf(page.body, BEST_BROTLI_QUALITY);
    if (this.pages.replace(key, page, { ...page, encoded: { ...page.encoded, br } }))
      this.superseded.add(page);
  }

  /** Drops the best copies still to be made (the server is closing). */
  close(): void {
    this.bestCopies.close();
  }

  /** The page to keep, if it is whole and none of its files changed while it was rendered. */
  private keepable(
    page: RenderedPage,
    before: Stamps,
    madeFrom: Pick<KeptPage, 'keys' | 'source'>,
  ): KeptPage | undefined {
    if (!page.complete || !KEPT_STATUSES.has(page.status) || page.personal || this.expired(page))
      return undefined;
    const after = this.stampsOf(page.sources);
    if ([...after].some(([file, stamp]) => before.get(file) !== stamp)) return undefined;
    return {
      ...answerOf(page.html, 'text/html; charset=utf-8'),
      body: page.html,
      status: page.status,
      state: page.state,
      styleHashes: page.styleHashes,
      scriptHashes: page.scriptHashes,
      stamps: after,
      ...madeFrom,
      ...(page.keptUntil !== undefined && { keptUntil: page.keptUntil }),
      ...(page.noindex && { noindex: true }),
    };
  }

  /** A kept page neither past its time nor made from a file that has changed since. */
  current(page: KeptPage): boolean {
    return !this.superseded.has(page) && !this.expired(page) && this.unchanged(page.stamps);
  }

  /** A page that changes with time, past its time. */
  private expired(page: { keptUntil?: number }): boolean {
    return page.keptUntil !== undefined && page.keptUntil <= this.now();
  }

  private unchanged(stamps: Stamps): boolean {
    for (const [file, stamp] of stamps) if (this.files.stampOf(file) !== stamp) return false;
    return true;
  }

  private stampsOf(files: readonly string[]): Stamps {
    return new Map(files.map((file) => [file, this.files.stampOf(file)]));
  }
}
