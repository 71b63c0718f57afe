import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Build output whose name carries a content hash ("main.3f2a9c1b.js", "a1b2c3d4e5f6a7b8.png"):
// a new build gets new names, so these can be cached for good. Everything else
// (index.html, mf-manifest.json, remoteEntry.js, ...) must be revalidated on each load.
const HASHED_NAME = /(?:^|\.)[0-9a-f]{8,32}\.(?:js|mjs|css|png|jpe?g|webp|avif|gif|svg|woff2?|ttf)$/;

/** The build's compressed copy of a file (main.3f2a9c1b.js.br) is cached as the file is. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Cache-Control for a file served from disk; uploads never change under their random names. */
export function cacheControlFor(filePath: string, uploadsDir: string): string {
  if (filePath.startsWith(uploadsDir + path.sep)) return IMMUTABLE;
  return HASHED_NAME.test(path.basename(filePath).replace(COMPRESSED_COPY, '')) ? IMMUTABLE : REVALIDATE;
}
