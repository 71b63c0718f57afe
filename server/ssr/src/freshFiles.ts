import fs from 'node:fs/promises';

/**
 * Reads files that a deployment may replace while the server runs (a rebuilt shell or remote):
 * each read checks the file's time of change and reads it again only when it changed.
 */
export function freshFiles() {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return async function read(file: string): Promise<string> {
    const { mtimeMs } = await fs.stat(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = await fs.readFile(file, 'utf8');
    cache.set(file, { mtimeMs, text });
    return text;
  };
}
