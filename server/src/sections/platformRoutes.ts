import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@academy/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * The URLs of every route the server registers with no section: the platform's own, read from the
 * app itself as main.ts builds it (routes need no database, so it is given one nobody answers at,
 * and a throwaway DATA_DIR).
 */
export async function platformRoutes(): Promise<string[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-routes-'));
  try {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://127.0.0.1:1/none',
        LOG_LEVEL: 'silent',
        DEMO_CONTENT: 'off',
      },
      dataDir,
    );
    const app = buildApp(config, { sections: [] });
    const urls = new Set<string>();
    app.addHook('onRoute', (route) => {
      urls.add(route.url);
    });
    await app.ready();
    await app.close();
    return [...urls].sort();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The names a section cannot take because the platform's routes use them: the first part of a
 * path at the site's root (a section's page is /<name>) and below the API prefix (its API is
 * <API_PREFIX>/<name>). Parameters and wildcards name nothing.
 */
export function platformNames(urls: readonly string[]): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    const below = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
    const first = below.split('/')[1] ?? '';
    if (first && !first.startsWith(':') && !first.includes('*')) names.add(first);
  }
  return [...names].sort();
}
