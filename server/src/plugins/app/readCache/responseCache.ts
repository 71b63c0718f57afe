import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A serialized answer, as sent: text (JSON, XML) or bytes (an image). */
export interface CachedAnswer {
  body: string | Buffer;
  contentType: string;
  /** Weak, since the same answer also goes out compressed. */
  etag: string;
}

/** The answer with the route's own ETag (a record's revision), else one made of its body. */
export function answerOf(body: string | Buffer, contentType: string, etag?: string): CachedAnswer {
  return { body, contentType, etag: etag ?? `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** The duty of the first request that missed: read the answer, then hand it over. */
export interface Fill<A = CachedAnswer> {
  /** Stores the answer (unless something changed since the fill began) and gives it to the waiters. */
  complete(answer: A): void;
  /** No answer to store: the waiters read their own. */
  abandon(): void;
}

/** What a request finds under its key. */
export type Lookup<A = CachedAnswer> =
  { answer: A } | { pending: Promise<A | undefined> } | { fill: Fill<A> } | undefined;

// Bounds memory whatever URLs are asked for (query strings make keys without end).
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** What an answer costs to keep. */
const bodySize = (answer: { body: string | Buffer }) => answer.body.length + 1;

/**
 * Answers by key (a URL), valid until the next change. Requests that miss together read once:
 * the first fills, the others wait for it. Every change starts a new generation, and a fill
 * that began before a change stores nothing and gives nothing to its waiters, so an answer read
 * before a change is never served after it.
 */
export class ResponseCache<A extends { body: string | Buffer } = CachedAnswer> {
  private readonly answers: LRUCache<string, A>;
  private readonly fills = new Map<string, Promise<A | undefined>>();
  private generation = 0;

  /** A disabled cache stores nothing, and every lookup finds nothing. */
  constructor(
    private enabled = true,
    sizeOf: (answer: A) => number = bodySize,
  ) {
    this.answers = new LRUCache<string, A>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: sizeOf });
  }

  lookup(key: string): Lookup<A> {
    if (!this.enabled) return undefined;
    const answer = this.answers.get(key);
    if (answer) return { answer };
    const pending = this.fills.get(key);
    if (pending) return { pending };
    return { fill: this.startFill(key) };
  }

  /**
   * Which state of the content the cache holds: a value made from a read is good while this
   * answers the same number. Undefined while the cache is disabled (nothing may be kept).
   */
  version(): number | undefined {
    return this.enabled ? this.generation : undefined;
  }

  /** The answer under `key` is stale (a fill already under way goes on). */
  forget(key: string): void {
    this.answers.delete(key);
  }

  /** Something changed: everything stored or being read so far is stale. */
  invalidate(): void {
    this.generation += 1;
    this.answers.clear();
    this.fills.clear();
  }

  /** While changes may go unnoticed (the connection that hears them is lost): no caching. */
  disable(): void {
    this.enabled = false;
    this.invalidate();
  }

  enable(): void {
    this.invalidate();
    this.enabled = true;
  }

  private startFill(key: string): Fill<A> {
    const generation = this.generation;
    let settle!: (answer: A | undefined) => void;
    const pending = new Promise<A | undefined>((resolve) => {
      settle = resolve;
    });
    this.fills.set(key, pending);
    const finish = (answer: A | undefined) => {
      if (this.fills.get(key) === pending) this.fills.delete(key);
      const current = generation === this.generation;
      if (answer && current) this.answers.set(key, answer);
      settle(current ? answer : undefined);
    };
    return { complete: finish, abandon: () => finish(undefined) };
  }
}
