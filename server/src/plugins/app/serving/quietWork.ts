/** How long no page may have been rendered for the server to count as quiet. */
export const QUIET_MS = 250;
/** The longest a piece of work waits for a quiet moment before it is done anyway. */
export const MAX_WAIT_MS = 5_000;

/**
 * Work that can wait (the best compressed copies of kept pages), done one piece at a time when no
 * page is being rendered and none has begun for QUIET_MS, so that it does not take a core from a
 * render or from the visitor waiting for one: on two cores, a page's brotli at its best (30-40 ms
 * of a core) made right after its render slowed the renders of the next pages asked for (issue
 * 33, decision 0181). A piece that has waited MAX_WAIT_MS is done at the next turn whatever the
 * renders. Pieces are kept by key: a newer piece replaces one not yet done.
 */
export class QuietWork {
  private readonly waiting = new Map<string, { work: () => Promise<void>; since: number }>();
  private rendersUnderWay = 0;
  private lastRenderAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private working = false;
  private closed = false;

  /** A render begins; the function returned says it has ended. */
  rendering(): () => void {
    this.rendersUnderWay += 1;
    this.lastRenderAt = performance.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.rendersUnderWay -= 1;
      this.lastRenderAt = performance.now();
    };
  }

  add(key: string, work: () => Promise<void>): void {
    if (this.closed) return;
    this.waiting.delete(key);
    this.waiting.set(key, { work, since: performance.now() });
    this.schedule(QUIET_MS);
  }

  /** Drops what is waiting; a piece under way ends by itself. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.waiting.clear();
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.working || this.closed || this.waiting.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.next();
    }, delayMs);
    this.timer.unref();
  }

  private async next(): Promise<void> {
    const [key, oldest] = this.waiting.entries().next().value ?? [];
    if (!key || !oldest) return;
    const now = performance.now();
    const quietFor = this.rendersUnderWay > 0 ? 0 : now - this.lastRenderAt;
    if (quietFor < QUIET_MS && now - oldest.since < MAX_WAIT_MS) {
      this.schedule(QUIET_MS - quietFor);
      return;
    }
    this.waiting.delete(key);
    this.working = true;
    try {
      await oldest.work();
    } catch {
      // The copy it would have made is not needed: the page keeps the one it has.
    } finally {
      this.working = false;
      this.schedule(0);
    }
  }
}
