export interface RetryOptions {
  /** Pause before each retry; its length is the number of retries. */
  delays: readonly number[];
  /** Runs before every retry, e.g. to drop what the failed attempt left cached. */
  beforeRetry?: () => void;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or the delays run out; then rejects with the last error. */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  { delays, beforeRetry, sleep = wait }: RetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= delays.length) throw error;
      await sleep(delays[retry]);
      beforeRetry?.();
    }
  }
}
