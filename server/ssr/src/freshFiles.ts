import fs from 'node:fs';

interface Kept {
  mtimeMs: number;
  text: string;
  /** The text parsed as JSON, once, when asked for. */
  parsed?: unknown;
}

/** How a render reads a file a deployment may replace: as text, or parsed as JSON (never to be changed). */
export interface FreshFiles {
  text(file: string): Promise<string>;
  json<T>(file: string): Promise<T>;
}

/**
 * Reads files that a deployment may replace while the server runs (a rebuilt shell or remote):
 * each read checks the file's time of change and reads (and parses) it again only when it
 * changed. The check is a synchronous stat, a few microseconds from the kernel's cache: an
 * asynchronous one (a trip through libuv's pool and a promise) cost each page's render tens of
 * them, one per document, manifest and stylesheet (issue 33).
 */
export function freshFiles(): FreshFiles {
  const cache = new Map<string, Kept>();
  async function kept(file: string): Promise<Kept> {
    const { mtimeMs } = fs.statSync(file);
    const known = cache.get(file);
    if (known?.mtimeMs === mtimeMs) return known;
    const fresh = { mtimeMs, text: await fs.promises.readFile(file, 'utf8') };
    cache.set(file, fresh);
    return fresh;
  }
  return {
    text: async (file) => (await kept(file)).text,
    async json<T>(file: string): Promise<T> {
      const known = await kept(file);
      known.parsed ??= JSON.parse(known.text);
      return known.parsed as T;
    },
  };
}
