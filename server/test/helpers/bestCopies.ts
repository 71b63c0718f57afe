import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** A page's text compressed with brotli at its best (quality 11), as the server keeps it once quiet. */
export const bestBrotliOf = (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

/** Whether an answer is brotli's best copy of what it holds (false for one that is not brotli). */
export function isBestBrotli(body: Buffer): boolean {
  try {
    return body.equals(bestBrotliOf(brotliDecompressSync(body).toString()));
  } catch {
    return false;
  }
}

/** Asks `ask` (a brotli answer) until it is the best copy, within `timeoutMs`; the last answer. */
export async function untilBestBrotli<T extends { body: Buffer }>(ask: () => Promise<T>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    if (isBestBrotli(answer.body)) return answer;
    if (Date.now() > deadline) throw new Error('The page was never kept with its best brotli copy');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
