import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { type ContentKeys, EVERYTHING, overlaps } from '../../../repositories/contentKeys';

/** A serialized answer, as sent: text (JSON, XML) or bytes (an image). */
export interface CachedAnswer {
  body: string | Buffer;
  contentType: string;
  /** Weak, since the same answer also goes out compressed. */
  etag: string;
  /** The content it was made from; undefined: it cannot say, and any change makes it stale. */
  keys?: ContentKeys;
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

/** How many recent changes a fill under way is checked against; one older than them all is stale. */
const CHANGES_KEPT = 256;

/**
 * Answers by key (a URL), valid until a change of what they were made from (their `keys`).
 * Requests that miss together read once: the first fills, the others wait for it. Every change
 * starts a new generation, and a fill that began before a change of what its answer is made from
 * stores nothing and gives nothing to its waiters, so an answer read before a change is never
 * served after it.
 */
export class ResponseCache<A extends { body: string | Buffer; keys?: ContentKeys } = CachedAnswer> {
  private readonly answers: LRUCache<string, A>;
  private readonly fills = new Map<string, Promise<A | undefined>>();
  private generation = 0;
  /** The latest changes, the generation each started, oldest first. */
  private readonly changes: { generation: number; change: ContentKeys }[] = [];

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

  /** The answer kept under `key`, if any, without counting as a use of it. */
  peek(key: string): A | undefined {
    return this.answers.peek(key);
  }

  /**
   * Puts `next` in place of `current` under `key`, if `current` is still the answer kept there
   * (a change may have made it stale meanwhile): false when it is not.
   */
  replace(key: string, current: A, next: A): boolean {
    if (this.answers.peek(key) !== current) return false;
    this.answers.set(key, next);
    return true;
  }

  /** The answer under `key` is stale (a fill already under way goes on). */
  forget(key: string): void {
    this.answers.delete(key);
  }

  /**
   * Content changed: what was made from it is stale (answers that cannot say what they were made
   * from included), and so is everything being read so far. Answers the stale entries, forgotten.
   */
  invalidate(change: ContentKeys = EVERYTHING): [string, A][] {
    this.generation += 1;
    this.changes.push({ generation: this.generation, change });
    if (this.changes.length > CHANGES_KEPT) this.changes.shift();
    // Fills under way are judged when they finish, by what their answers are made from.
    if (change === EVERYTHING) this.fills.clear();
    const stale = [...this.answers.entries()].filter(([, answer]) =>
      overlaps(answer.keys ?? EVERYTHING, change),
    );
    if (change === EVERYTHING) this.answers.clear();
    else for (const [key] of stale) this.answers.delete(key);
    return stale;
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

  /** Whether something `answer` was made from changed since `generation` (or may have). */
  private changedSince(generation: number, answer: A): boolean {
    if (generation === this.generation) return false;
    const [oldest] = this.changes;
    if (!oldest || oldest.generation > generation + 1) return true;
    const keys = answer.keys ?? EVERYTHING;
    return this.changes.some((entry) => entry.generation > generation && overlaps(keys, entry.change));
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
      const current = answer !== undefined && !this.changedSince(generation, answer);
      if (current) this.answers.set(key, answer);
      settle(current ? answer : undefined);
    };
    return { complete: finish, abandon: () => finish(undefined) };
  }
}
