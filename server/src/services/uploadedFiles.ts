import path from 'node:path';
import { UPLOADS_PATH, storedImageFiles } from '@academy/contracts';

// What a record's fields say about the upload files behind them: plain functions, for the upload
// store and for what reads records without it (revisions, drafts, the trash, backups).

/** Every public path of an uploaded file in a record's fields, however deep (a blog's media). */
export function uploadedPathsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(`${UPLOADS_PATH}/`) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadedPathsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(uploadedPathsIn);
  return [];
}

/**
 * Every file name behind public paths: an image's own, its narrower copies' and their AVIF
 * twins'. Paths that are not ours (absolute URLs, say) are skipped.
 */
export function fileNamesBehind(paths: string[] = []): string[] {
  return paths
    .filter((p) => p.startsWith(`${UPLOADS_PATH}/`))
    .map((p) => path.basename(p))
    .flatMap(storedImageFiles);
}
