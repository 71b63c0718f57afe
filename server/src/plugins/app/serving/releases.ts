import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../../../services/cacheHeaders';

/** Where the site serves release folders (`npm run release`): /releases/<remote>/<version>/<file>. */
export const RELEASES_PATH = '/releases';

/**
 * The release folders under STATIC_ROOT/releases, as a CDN would serve them: a release never
 * changes, so every file is cached for good, and any origin may read it (the browser's federation
 * runtime fetches a manifest with CORS; another server fetches a server build). Only files that
 * exist are answered, never a folder, and `..` goes nowhere; source maps are refused before this
 * runs (the serving plugin's onRequest hook).
 */
export async function releases(app: FastifyInstance, { staticRoot }: { staticRoot: string }) {
  const root = path.join(staticRoot, 'releases');
  // There from the start (a release made later is served at once), so the static handler need
  // not warn that its folder is missing; a read-only STATIC_ROOT keeps that warning.
  await fs.mkdir(root, { recursive: true }).catch(() => undefined);
  await app.register(fastifyStatic, {
    root,
    prefix: `${RELEASES_PATH}/`,
    // The serving plugin's instance decorates the reply already.
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // A file, not a folder (send would answer 403), and never one above the releases.
    allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.split('/').includes('..'),
    setHeaders: (res) => {
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
